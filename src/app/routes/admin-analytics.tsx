import { AnalyticsPage } from "~/features/analytics/analytics-page";

export const meta = () => [{ title: "Analytics | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <AnalyticsPage />;
}
