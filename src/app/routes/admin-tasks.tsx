import { TasksPage } from "~/features/follow-ups/tasks-page";

export const meta = () => [{ title: "Follow-ups | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <TasksPage />;
}
