export const meta = () => [{ title: "Cancel your demo" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <h1>Cancel your demo</h1>;
}
