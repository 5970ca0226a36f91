import { LoadError } from "~/components/admin/load-error";
import { ListMessage } from "~/components/admin/list/table";
import { PageHeader } from "~/components/admin/page-header";
import { formatDateTime } from "~/lib/admin/format";
import { SettingsForm } from "./settings-form";
import { useCompanySettings } from "./settings-query";

/** /settings (owners): the company as mails, calendar invitations and, once published, the pages show it. */
export function SettingsPage() {
  const settings = useCompanySettings();
  const { updatedAt, updatedBy } = settings.data ?? {};
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title="Settings"
        intro="Changes show in mails and calendar invitations at once; public pages show them after the site is published."
      />
      {updatedAt && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Last saved <time dateTime={updatedAt}>{formatDateTime(updatedAt)}</time>
          {updatedBy ? ` by ${updatedBy}` : ""}.
        </p>
      )}
      {settings.isPending ? (
        <ListMessage kind="loading">Loading settings...</ListMessage>
      ) : settings.isError ? (
        <LoadError message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm view={settings.data} />
      )}
    </div>
  );
}
