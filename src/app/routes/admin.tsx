import { Dashboard } from "~/features/dashboard/dashboard";

export const meta = () => [{ title: "Dashboard | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <Dashboard />;
}
