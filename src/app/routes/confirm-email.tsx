import { ConfirmEmailPage } from "~/features/auth/confirm-email-page";

// Client-only and never indexed: the link's token is in the fragment and read in the browser only.
export const meta = () => [
  { title: "Confirm Your New Email | Company" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ConfirmEmail() {
  return <ConfirmEmailPage />;
}
