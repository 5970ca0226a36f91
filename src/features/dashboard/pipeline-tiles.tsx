import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { pipelineApi } from "~/contract/endpoints/pipeline";
import { formatInr } from "~/content/pricing";
import { adminPaths } from "~/shared/paths";
import { callData } from "~/lib/http/call";

/** The dashboard's "Open pipeline" and "Won this month" tiles, in rupees, linking to the board. */
export function PipelineTiles() {
  const totals = useQuery({ queryKey: ["pipeline-totals"], queryFn: () => callData(pipelineApi.totals) });
  const tiles = [
    { label: "Open pipeline", value: totals.data?.openPipeline },
    { label: "Won this month", value: totals.data?.wonThisMonth },
  ];
  return tiles.map((t) => (
    <li key={t.label}>
      <Link
        to={adminPaths.pipeline}
        className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      >
        <span className="block text-sm font-medium text-slate-600 dark:text-slate-300">{t.label}</span>
        <span className="mt-2 block text-3xl font-bold text-slate-900 dark:text-white">
          {t.value === undefined ? "—" : formatInr(t.value)}
        </span>
        {totals.isError && (
          <span role="alert" className="mt-1 block text-sm text-red-700 dark:text-red-400">
            {totals.error.message}
          </span>
        )}
      </Link>
    </li>
  ));
}
