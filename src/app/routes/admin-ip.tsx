export const meta = () => [{ title: "Visitor IP Addresses | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <h1 className="text-2xl font-bold">Visitor IP Addresses</h1>;
}
