import { company } from "~/content/company";
import { CancelPage } from "~/features/booking-manage/cancel-page";

// Client-only and never indexed: the link's token is in the fragment and read in the browser only.
export const meta = () => [
  { title: `Cancel your demo | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page() {
  return <CancelPage />;
}
