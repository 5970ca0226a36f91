import { ActivityPage } from "~/features/activity/activity-page";
import { OwnersOnly } from "~/components/admin/owners-only";

export const meta = () => [{ title: "Activity | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return (
    <OwnersOnly title="Activity" what="read the Activity log">
      <ActivityPage />
    </OwnersOnly>
  );
}
