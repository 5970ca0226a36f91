import { AgendaPage } from "~/features/agenda/agenda-page";

export const meta = () => [{ title: "Agenda | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <AgendaPage />;
}
