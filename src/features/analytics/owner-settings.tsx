import { useIsOwner } from "~/components/admin/use-me";
import { AccessSetting } from "./access-kinds";
import { WeeklyReportSetting } from "./weekly-report-setting";

/** The report's owner-only settings (decision 38): hidden from staff, who could not use them. */
export function OwnerAnalyticsSettings() {
  if (useIsOwner() !== true) return null;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <WeeklyReportSetting />
      <AccessSetting kind="share-links" />
      <AccessSetting kind="api-keys" />
    </div>
  );
}
