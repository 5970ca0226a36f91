import { UnlockCodesPage } from "~/features/auth/unlock-codes-page";

// Client-only and never indexed: the link's token is in the fragment and read in the browser only.
export const meta = () => [
  { title: "Unlock Sign-in Codes | Company" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function UnlockCodes() {
  return <UnlockCodesPage />;
}
