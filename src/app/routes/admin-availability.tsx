import { AvailabilityPage } from "~/features/availability/availability-page";

export const meta = () => [
  { title: "Availability | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page() {
  return <AvailabilityPage />;
}
