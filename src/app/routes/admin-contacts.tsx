export const meta = () => [{ title: "Contacts | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <h1 className="text-2xl font-bold">Contacts</h1>;
}
