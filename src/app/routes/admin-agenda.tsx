export const meta = () => [{ title: "Agenda" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <h1>Agenda</h1>;
}
