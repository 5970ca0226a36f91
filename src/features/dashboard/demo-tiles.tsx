import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { getDashboardStats } from "./dashboard-stats";
import { adminPaths } from "~/shared/paths";
import { formatCount } from "~/lib/admin/format";
import { onFirstUse } from "~/lib/on-first-use";

const percent = onFirstUse(
  () => new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 }),
);

/**
 * The dashboard's demo tiles: this week's booked demos (company time zone) and the no-show rate of the
 * last 90 days' demos with attendance recorded. They share the dashboard's figures call.
 */
export function DemoTiles() {
  const stats = useQuery({ queryKey: ["dashboard-stats"], queryFn: getDashboardStats });
  const s = stats.data;
  const tiles = [
    {
      label: "Demos this week",
      to: `${adminPaths.agenda}?scope=all`,
      value: s ? formatCount(s.demosThisWeek) : "—",
      note: "Monday to Sunday, company time",
    },
    {
      label: "No-show rate",
      to: adminPaths.demoRequests,
      value: s ? (s.noShowRate === null ? "—" : percent().format(s.noShowRate)) : "—",
      note: s && s.noShowRate === null ? "No attendance recorded yet" : "Last 90 days",
    },
  ];
  return (
    <section aria-labelledby="demo-figures" className="space-y-3">
      <h2 id="demo-figures" className="text-lg font-semibold">
        Demos
      </h2>
      <ul
        aria-label="Demo figures"
        aria-busy={stats.isPending}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        {tiles.map((t) => (
          <li key={t.label}>
            <Link
              to={t.to}
              className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="text-sm font-medium text-slate-600 dark:text-slate-300">{t.label}</div>
              <div className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">{t.value}</div>
              <div className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t.note}</div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
