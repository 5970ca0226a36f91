import { IpAddressesPage } from "~/features/ip-addresses/ip-page";

export const meta = () => [
  { title: "Visitor IP Addresses | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page() {
  return <IpAddressesPage />;
}
