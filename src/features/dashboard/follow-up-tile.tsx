import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { followUpApi } from "~/contract/endpoints/follow-ups";
import { adminPaths } from "~/shared/paths";
import { formatCount } from "~/lib/admin/format";
import { followUpsKey } from "~/lib/admin/query-keys";
import { callData } from "~/lib/http/call";

/** The dashboard's "Follow-ups due" tile: open ones due by the end of today; red while any are past due. */
export function FollowUpTile() {
  const due = useQuery({ queryKey: [...followUpsKey, "due"], queryFn: () => callData(followUpApi.due) });
  const alert = (due.data?.overdue ?? 0) > 0;
  return (
    <li>
      <Link
        to={`${adminPaths.tasks}?scope=all`}
        className={`block rounded-xl border bg-white p-5 shadow-sm hover:shadow-md dark:bg-slate-900 ${
          alert ? "border-red-400 dark:border-red-700" : "border-slate-200 dark:border-slate-800"
        }`}
      >
        <span className="block text-sm font-medium text-slate-600 dark:text-slate-300">Follow-ups due</span>
        <span
          className={`mt-2 block text-3xl font-bold ${alert ? "text-red-700 dark:text-red-300" : "text-slate-900 dark:text-white"}`}
        >
          {due.data ? formatCount(due.data.due) : "—"}
        </span>
        {due.data && due.data.overdue > 0 && (
          <span className="mt-1 block text-sm text-red-700 dark:text-red-300">
            {formatCount(due.data.overdue)} overdue
          </span>
        )}
        {due.isError && (
          <span role="alert" className="mt-1 block text-sm text-red-700 dark:text-red-400">
            {due.error.message}
          </span>
        )}
      </Link>
    </li>
  );
}
