import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { followUpApi } from "~/contract/endpoints/follow-ups";
import type { FollowUp, FollowUpBoard, FollowUpScope } from "~/contract/follow-ups";
import { ScopeToggle } from "~/components/admin/scope-toggle";
import { LoadError } from "~/components/admin/load-error";
import { PageHeader } from "~/components/admin/page-header";
import { followUpsKey } from "~/lib/admin/query-keys";
import { callData } from "~/lib/http/call";
import { FollowUpItem } from "./follow-up-item";

const groups: { key: keyof FollowUpBoard; title: string; empty: string }[] = [
  { key: "today", title: "Due today", empty: "Nothing else due today." },
  { key: "overdue", title: "Overdue", empty: "Nothing overdue." },
  { key: "upcoming", title: "Upcoming", empty: "Nothing upcoming." },
];

function Group({ title, empty, items }: { title: string; empty: string; items: FollowUp[] }) {
  const id = `tasks-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}{" "}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-300">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {items.map((f) => (
            <FollowUpItem key={f._id} item={f} showLead />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /tasks: open follow-ups due today, overdue and upcoming; mine, or everyone's (in the URL). */
export function TasksPage() {
  const [params, setParams] = useSearchParams();
  const scope: FollowUpScope = params.get("scope") === "all" ? "all" : "mine";
  const board = useQuery({
    queryKey: [...followUpsKey, "board", scope],
    queryFn: () => callData(followUpApi.board, { query: { scope } }),
  });
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader title="Follow-ups" intro="What to do next on each lead, by due time.">
        <ScopeToggle
          label="Whose follow-ups"
          value={scope}
          onChange={(v) => setParams(v === "all" ? { scope: "all" } : {}, { replace: true })}
        />
      </PageHeader>
      {board.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading follow-ups...
        </p>
      ) : board.isError ? (
        <LoadError message={board.error.message} onRetry={() => void board.refetch()} />
      ) : (
        groups.map((g) => <Group key={g.key} title={g.title} empty={g.empty} items={board.data[g.key]} />)
      )}
    </div>
  );
}
