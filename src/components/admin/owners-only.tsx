import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { ListMessage } from "./list/table";
import { useMe } from "./use-me";

/**
 * A screen only owners use (the team, the Activity log). Staff who open it, from an old link or by
 * typing the address, get its title and a sentence saying why there is nothing to see, instead of a
 * screen of refused calls.
 */
export function OwnersOnly({ title, what, children }: { title: string; what: string; children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <ListMessage kind="loading">Loading...</ListMessage>;
  if (me.data?.role === "owner") return children;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-4 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
      >
        <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <p>
          Only owners can {what}. You are signed in as staff: ask an owner of your team if you need something
          here.
        </p>
      </div>
    </div>
  );
}
