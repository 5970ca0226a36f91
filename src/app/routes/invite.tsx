import { InvitePage } from "~/features/auth/invite-page";

// Client-only and never indexed: the link's token is in the fragment and read in the browser only.
export const meta = () => [
  { title: "Join the Team | Company" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Invite() {
  return <InvitePage />;
}
