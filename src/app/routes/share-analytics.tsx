import { companyOf, type MetaMatches, withCompany } from "~/content/company";
import { useParams } from "react-router";
import { AdminQueryProvider } from "~/components/admin/shell/query-provider";
import { SharedReportGone, SharedReportPage } from "~/features/analytics/shared-report-page";

// Client-only (SPA fallback) and never indexed: a shared link's report, read with the token in its path.
export const meta = ({ matches }: MetaMatches) => [
  { title: withCompany("Shared Analytics | {company}", companyOf(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ShareAnalytics() {
  const { token } = useParams();
  return (
    <AdminQueryProvider>
      {token ? <SharedReportPage token={token} /> : <SharedReportGone />}
    </AdminQueryProvider>
  );
}
