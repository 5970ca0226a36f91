import { LeadListPage } from "~/features/leads/lead-list-page";

export const meta = () => [
  { title: "Demo Requests | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page() {
  return <LeadListPage kind="demo" />;
}
