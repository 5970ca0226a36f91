import { companyOf, type MetaMatches, withCompany } from "~/content/company";
import { ReschedulePage } from "~/features/booking-manage/reschedule-page";

// Client-only and never indexed: the link's token is in the fragment and read in the browser only.
export const meta = ({ matches }: MetaMatches) => [
  { title: withCompany("Reschedule your demo | {company}", companyOf(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page() {
  return <ReschedulePage />;
}
