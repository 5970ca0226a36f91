import { LoadError } from "~/components/admin/load-error";
import { ListMessage } from "~/components/admin/list/table";
import { PageHeader } from "~/components/admin/page-header";
import { formatDateTime } from "~/lib/admin/format";
import { SettingsForm } from "./settings-form";
import { useCompanySettings, usePublishState } from "./settings-query";

/** Where the public pages stand: published with the settings, being published, or failed to publish. */
function PublishLine() {
  const { data } = usePublishState();
  if (!data) return null;
  const text =
    data.state === "publishing"
      ? "Publishing…"
      : data.state === "failed"
        ? `Publishing failed: ${data.error ?? "unknown error"}`
        : null;
  // Nothing published yet: the pages show the settings the site was built with.
  if (!text && !data.publishedAt) return null;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
      {text ??
        (data.publishedAt && (
          <>
            Published at <time dateTime={data.publishedAt}>{formatDateTime(data.publishedAt)}</time> (
            {data.pages} pages).
          </>
        ))}
    </p>
  );
}

/** /settings (owners): the company as mails, calendar invitations and the public pages show it. */
export function SettingsPage() {
  const settings = useCompanySettings();
  const { updatedAt, updatedBy } = settings.data ?? {};
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title="Settings"
        intro="Changes show in mails and calendar invitations at once. Public pages follow within a minute."
      />
      <PublishLine />
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
