import { ActivityPage } from "~/features/admin/activity-page";
import { OwnersOnly } from "~/features/admin/owners-only";

export const meta = () => [{ title: "Activity | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return (
    <OwnersOnly title="Activity" what="read the Activity log">
      <ActivityPage />
    </OwnersOnly>
  );
}
