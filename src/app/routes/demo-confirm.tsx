import { companyOf, type MetaMatches, withCompany } from "~/content/company";
import { ConfirmRequestPage } from "~/features/booking-manage/confirm-request-page";

// Client-only and never indexed: the link's request id and code are in the fragment, read in the browser.
export const meta = ({ matches }: MetaMatches) => [
  { title: withCompany("Confirm your demo request | {company}", companyOf(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page() {
  return <ConfirmRequestPage />;
}
