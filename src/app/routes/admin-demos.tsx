export const meta = () => [{ title: "Demo Requests | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <h1 className="text-2xl font-bold">Demo Requests</h1>;
}
