import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { followUpApi } from "~/contract/endpoints/follow-ups";
import type { FollowUp } from "~/contract/follow-ups";
import { call } from "~/lib/http/call";
import { followUpsKey } from "~/lib/admin/query-keys";
import { leadPagePath } from "~/shared/paths";
import { formatDateTime } from "~/lib/admin/format";

const link = "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200";

/** One follow-up: when, what, for whom; done (or open again) with one click. */
export function FollowUpItem({ item, showLead }: { item: FollowUp; showLead: boolean }) {
  const client = useQueryClient();
  const done = useMutation({
    mutationFn: () =>
      call(followUpApi.done, {
        params: { id: item._id },
        body: { done: !item.doneAt, version: item.version },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: followUpsKey }),
  });
  const label = item.doneAt ? "Open again" : "Done";
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          <time dateTime={item.dueAt}>{formatDateTime(item.dueAt)}</time>
          {showLead && (
            <>
              {" · "}
              <Link to={leadPagePath(item.leadKind, item.leadId)} className={link}>
                {item.leadName}
              </Link>
            </>
          )}
        </p>
        <p className={`mt-1 whitespace-pre-wrap break-words ${item.doneAt ? "line-through opacity-70" : ""}`}>
          {item.note}
        </p>
        <p className="mt-1 break-all text-xs text-slate-600 dark:text-slate-300">
          For {item.assigneeEmail ?? "nobody"}
          {item.doneAt && ` · done by ${item.doneBy ?? "staff"}`}
        </p>
        {done.isError && (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {done.error.message}
          </p>
        )}
      </div>
      <button
        type="button"
        className={buttonClass(item.doneAt ? "secondary" : "primary", "sm")}
        disabled={done.isPending}
        aria-label={`${label}: ${item.note.slice(0, 60)}`}
        onClick={() => done.mutate()}
      >
        {label}
      </button>
    </li>
  );
}
