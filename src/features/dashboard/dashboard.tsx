import { useQuery } from "@tanstack/react-query";
import { Activity, CalendarCheck, Eye, ExternalLink, Globe, Mail, TrendingUp, Users } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import type { DashboardStats } from "~/contract/analytics";
import { getDashboardStats } from "./dashboard-stats";
import { DemoTiles } from "./demo-tiles";
import { formatCount } from "~/lib/admin/format";
import { LeadTiles } from "./lead-tiles";
import { LoadError } from "~/components/admin/load-error";

interface Tile {
  label: string;
  to: string;
  value: (s: DashboardStats) => number;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
}

const tiles: Tile[] = [
  { label: "Contacts", to: "/list", value: (s) => s.contacts, icon: Users },
  { label: "Visitors", to: "/ipaddress", value: (s) => s.visitors, icon: Globe },
  { label: "Demo Requests", to: "/demos", value: (s) => s.demoRequests, icon: CalendarCheck },
  { label: "Contacts in the Last 7 Days", to: "/admin", value: (s) => s.contactsLast7Days, icon: TrendingUp },
  { label: "Page Views", to: "/analytics", value: (s) => s.pageViews, icon: Eye },
  { label: "Sessions", to: "/analytics", value: (s) => s.sessions, icon: Activity },
];

const quickLink =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

/** /admin: live counts from the API (never sample numbers) and quick links. */
export function Dashboard() {
  const stats = useQuery({ queryKey: ["dashboard-stats"], queryFn: getDashboardStats });

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Contacts, visitors, demo requests and page views (last 30 days) at a glance.
        </p>
      </div>

      {stats.isError && (
        <LoadError message="The figures could not be loaded." onRetry={() => void stats.refetch()} />
      )}
      {stats.isPending && (
        <p role="status" className="sr-only">
          Loading figures...
        </p>
      )}

      <ul
        aria-label="Figures"
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        aria-busy={stats.isPending}
      >
        {tiles.map(({ label, to, value, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex h-full items-start justify-between rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <div>
                <div className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</div>
                <div className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">
                  {stats.data ? formatCount(value(stats.data)) : "—"}
                </div>
              </div>
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-600 dark:text-brand-200" />
            </Link>
          </li>
        ))}
      </ul>

      <LeadTiles />
      <DemoTiles />

      <section aria-labelledby="quick-links">
        <h2 id="quick-links" className="text-lg font-semibold">
          Quick Links
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link to="/contact" reloadDocument className={quickLink}>
            <Mail aria-hidden="true" className="h-4 w-4" />
            Contact Page
          </Link>
          <Link to="/" reloadDocument className={quickLink}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            Visit Website
          </Link>
        </div>
      </section>
    </div>
  );
}
