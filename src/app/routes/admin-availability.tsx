import { AvailabilityPage } from "~/features/admin/availability/availability-page";

export const meta = () => [
  { title: "Availability | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page() {
  return <AvailabilityPage />;
}
