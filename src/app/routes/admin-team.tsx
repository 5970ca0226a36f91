import { OwnersOnly } from "~/components/admin/owners-only";
import { TeamPage } from "~/features/team/team-page";

export const meta = () => [{ title: "Team | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return (
    <OwnersOnly title="Team" what="manage the team">
      <TeamPage />
    </OwnersOnly>
  );
}
