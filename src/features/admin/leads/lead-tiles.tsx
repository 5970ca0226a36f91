import { useQuery } from "@tanstack/react-query";
import { getLeadBacklog } from "~/api/leads";
import { adminPaths } from "~/shared/paths";
import { Link } from "react-router";
import { FollowUpTile } from "../follow-ups/follow-up-tile";
import { formatCount } from "../format";
import { PipelineTiles } from "../pipeline/pipeline-tiles";

/** The dashboard's "New leads" and "Overdue" tiles; overdue ones turn red while any are waiting. */
export function LeadTiles() {
  const backlog = useQuery({ queryKey: ["dashboard-stats", "leads"], queryFn: getLeadBacklog });
  const figure = (n: number | undefined) => (n === undefined ? "—" : formatCount(n));
  const overdue = backlog.data?.overdue ?? 0;
  const tiles = [
    { label: "New leads", value: figure(backlog.data?.newLeads), alert: false },
    { label: "Overdue", value: figure(backlog.data?.overdue), alert: overdue > 0 },
  ];
  return (
    <section aria-labelledby="lead-figures" className="space-y-3">
      <h2 id="lead-figures" className="text-lg font-semibold">
        Leads
      </h2>
      {backlog.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {backlog.error.message}
        </p>
      )}
      <ul
        aria-label="Lead figures"
        aria-busy={backlog.isPending}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        {tiles.map((t) => (
          <li key={t.label}>
            <Link
              to={`${adminPaths.contacts}?status=new`}
              className={`block rounded-xl border bg-white p-5 shadow-sm hover:shadow-md dark:bg-slate-900 ${
                t.alert ? "border-red-400 dark:border-red-700" : "border-slate-200 dark:border-slate-800"
              }`}
            >
              <span className="block text-sm font-medium text-slate-600 dark:text-slate-300">{t.label}</span>
              <span
                className={`mt-2 block text-3xl font-bold ${t.alert ? "text-red-700 dark:text-red-300" : "text-slate-900 dark:text-white"}`}
              >
                {t.value}
              </span>
            </Link>
          </li>
        ))}
        <FollowUpTile />
        <PipelineTiles />
      </ul>
    </section>
  );
}
