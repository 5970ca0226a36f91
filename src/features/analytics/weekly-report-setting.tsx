import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WeeklyReportSetting as Setting } from "~/contract/analytics-sharing";
import { analyticsSharingApi } from "~/contract/endpoints/analytics-sharing";
import { callData } from "~/lib/http/call";
import { FormMessage } from "~/components/ui/form-message";
import { LoadError } from "~/components/admin/load-error";
import { settingsCard } from "./access-list";

const KEY = ["analytics-weekly-report"];
const getWeeklyReportSetting = () => callData(analyticsSharingApi.weeklyReport);
const saveWeeklyReportSetting = (body: Setting) => callData(analyticsSharingApi.saveWeeklyReport, { body });

/** An owner's own choice: the Monday mail with last week's figures. */
export function WeeklyReportSetting() {
  const client = useQueryClient();
  const setting = useQuery({ queryKey: KEY, queryFn: getWeeklyReportSetting });
  const save = useMutation({
    mutationFn: saveWeeklyReportSetting,
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
  const checked = save.isPending ? save.variables.enabled : setting.data?.enabled;
  return (
    <section aria-labelledby="weekly-report-heading" className={settingsCard}>
      <h2 id="weekly-report-heading" className="text-base font-semibold">
        Weekly report
      </h2>
      {setting.isError ? (
        <LoadError message={setting.error.message} onRetry={() => void setting.refetch()} />
      ) : (
        <div className="flex items-start gap-3">
          <input
            id="weekly-report"
            type="checkbox"
            className="mt-1 h-4 w-4 rounded border-slate-400 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
            checked={checked ?? false}
            disabled={setting.isPending || save.isPending}
            aria-describedby="weekly-report-help"
            onChange={(e) => save.mutate({ enabled: e.target.checked })}
          />
          <div>
            <label htmlFor="weekly-report" className="text-sm font-medium">
              Email me the weekly report
            </label>
            <p id="weekly-report-help" className="text-sm text-slate-600 dark:text-slate-300">
              Every Monday at 09:00 company time: visitors, page views, leads and demos booked against the
              week before, with the top pages and sources.
            </p>
          </div>
        </div>
      )}
      <div className="empty:hidden">
        {save.isError && <FormMessage tone="error">{save.error.message}</FormMessage>}
        {save.isSuccess && (
          <FormMessage tone="success">
            {save.data.enabled
              ? "Saved: you will get the weekly report."
              : "Saved: no weekly report for you."}
          </FormMessage>
        )}
      </div>
    </section>
  );
}
