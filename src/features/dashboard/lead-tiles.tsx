import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { FollowUpTile } from "./follow-up-tile";
import { leadsApi } from "~/contract/endpoints/leads";
import type { LeadBacklog } from "~/contract/leads";
import { adminPaths } from "~/shared/paths";
import { formatCount } from "~/lib/admin/format";
import { callData } from "~/lib/http/call";
import { PipelineTiles } from "./pipeline-tiles";

type Figure = keyof Omit<LeadBacklog, "byKind">;

/** Each tile's figure and the filtered views whose rows add up to it (contacts and demo requests). */
const tiles: { label: string; figure: Figure; query: string }[] = [
  { label: "New leads", figure: "newLeads", query: "?status=new" },
  { label: "Overdue", figure: "overdue", query: "?overdue=1" },
];
const lists = [
  { kind: "contact", label: "Contacts", path: adminPaths.contacts },
  { kind: "demo", label: "Demo requests", path: adminPaths.demoRequests },
] as const;

const link = "text-brand-700 underline-offset-2 hover:underline dark:text-brand-200";

/**
 * The dashboard's "New leads" and "Overdue" tiles; overdue ones turn red while any are waiting. The
 * figures count both lists, so each tile links to both filtered views with their own counts.
 */
export function LeadTiles() {
  const backlog = useQuery({
    queryKey: ["dashboard-stats", "leads"],
    queryFn: () => callData(leadsApi.backlog),
  });
  const figure = (n: number | undefined) => (n === undefined ? "—" : formatCount(n));
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
        {tiles.map((t) => {
          const alert = t.figure === "overdue" && (backlog.data?.overdue ?? 0) > 0;
          return (
            <li
              key={t.label}
              className={`rounded-xl border bg-white p-5 shadow-sm dark:bg-slate-900 ${
                alert ? "border-red-400 dark:border-red-700" : "border-slate-200 dark:border-slate-800"
              }`}
            >
              <span className="block text-sm font-medium text-slate-600 dark:text-slate-300">{t.label}</span>
              <span
                className={`mt-2 block text-3xl font-bold ${alert ? "text-red-700 dark:text-red-300" : "text-slate-900 dark:text-white"}`}
              >
                {figure(backlog.data?.[t.figure])}
              </span>
              <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {lists.map((l) => (
                  <Link key={l.kind} to={`${l.path}${t.query}`} className={link}>
                    {l.label} ({figure(backlog.data?.byKind[l.kind][t.figure])})
                  </Link>
                ))}
              </span>
            </li>
          );
        })}
        <FollowUpTile />
        <PipelineTiles />
      </ul>
    </section>
  );
}
