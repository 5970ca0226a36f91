import { ActivityPage } from "~/features/admin/activity-page";

export const meta = () => [{ title: "Activity | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <ActivityPage />;
}
