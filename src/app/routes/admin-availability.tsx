export const meta = () => [{ title: "Availability" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <h1>Availability</h1>;
}
