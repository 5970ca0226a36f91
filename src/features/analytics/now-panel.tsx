import { useQuery } from "@tanstack/react-query";
import { REALTIME_MINUTES, type Realtime } from "~/contract/analytics-sharing";
import { analyticsSharingApi } from "~/contract/endpoints/analytics-sharing";
import { callData } from "~/lib/http/call";
import { formatCount } from "~/lib/admin/format";
import { LoadError } from "~/components/admin/load-error";
import { ListMessage } from "~/components/admin/list/table";
import { usePageVisible } from "./page-visible";

const loadRealtime = () => callData(analyticsSharingApi.realtime);

/** How often the panel asks again while the tab is shown. */
export const NOW_REFRESH_MS = 10_000;

const panel = "rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900";

/**
 * "Now": visitors of the last five minutes and their pages and sources, polled only while the tab is
 * shown. A shared report passes its own `load` (and `id` for its cache entry).
 */
export function NowPanel({
  load = loadRealtime,
  id = "admin",
}: {
  load?: () => Promise<Realtime>;
  id?: string;
}) {
  const visible = usePageVisible();
  const now = useQuery({
    queryKey: ["analytics-realtime", id],
    queryFn: load,
    refetchInterval: visible ? NOW_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  return (
    <section aria-labelledby="now-heading" className={panel}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="now-heading" className="text-base font-semibold">
          Now
        </h2>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {visible ? "Updates every 10 seconds" : "Paused while this tab is hidden"}
        </p>
      </div>
      {now.data ? (
        <NowFigures now={now.data} />
      ) : now.isError ? (
        <LoadError message="Who is on the site could not be loaded." onRetry={() => void now.refetch()} />
      ) : (
        <ListMessage kind="loading">Loading who is on the site...</ListMessage>
      )}
    </section>
  );
}

function NowFigures({ now }: { now: Realtime }) {
  return (
    <div className="mt-2 grid grid-cols-1 gap-4 md:grid-cols-3">
      <p>
        <span className="block text-3xl font-bold text-slate-900 dark:text-white">
          {formatCount(now.visitors)}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {now.visitors === 1 ? "visitor" : "visitors"} in the last {REALTIME_MINUTES} minutes
        </span>
      </p>
      <NowList title="Pages" rows={now.pages} />
      <NowList title="Sources" rows={now.sources} />
    </div>
  );
}

function NowList({ title, rows }: { title: string; rows: Realtime["pages"] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length ? (
        <ul aria-label={`${title} now`} className="mt-1 space-y-1 text-sm">
          {rows.map((r) => (
            <li key={r.value} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{r.value}</span>
              <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-300">
                {formatCount(r.visitors)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Nobody in the last {REALTIME_MINUTES} minutes.
        </p>
      )}
    </div>
  );
}
