import { TemplatesPage } from "~/features/templates/templates-page";

export const meta = () => [
  { title: "Reply templates | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page() {
  return <TemplatesPage />;
}
