export const meta = () => [{ title: "Dashboard | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <h1 className="text-2xl font-bold">Dashboard</h1>;
}
