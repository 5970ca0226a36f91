import { DemoRequestsPage } from "~/features/admin/demos-page";

export const meta = () => [
  { title: "Demo Requests | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page() {
  return <DemoRequestsPage />;
}
