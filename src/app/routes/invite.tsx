import { companyOf, type MetaMatches, withCompany } from "~/content/company";
import { InvitePage } from "~/features/auth/invite-page";

// Client-only and never indexed: the link's token is in the fragment and read in the browser only.
export const meta = ({ matches }: MetaMatches) => [
  { title: withCompany("Join the Team | {company}", companyOf(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Invite() {
  return <InvitePage />;
}
