import { company } from "~/content/company";
import { ReschedulePage } from "~/features/booking-manage/reschedule-page";

// Client-only and never indexed: the link's token is in the fragment and read in the browser only.
export const meta = () => [
  { title: `Reschedule your demo | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page() {
  return <ReschedulePage />;
}
