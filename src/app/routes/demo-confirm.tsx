import { company } from "~/content/company";
import { ConfirmRequestPage } from "~/features/booking-manage/confirm-request-page";

// Client-only and never indexed: the link's request id and code are in the fragment, read in the browser.
export const meta = () => [
  { title: `Confirm your demo request | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page() {
  return <ConfirmRequestPage />;
}
