import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { buttonClass, linkButton } from "~/components/ui/button";
import { ConfirmItemDelete } from "~/components/admin/list/row-delete";
import { replyApi } from "~/contract/endpoints/replies";
import type { ReplyTemplate } from "~/contract/replies";
import { call } from "~/lib/http/call";
import { templatesKey } from "~/lib/admin/query-keys";
import { LoadError } from "~/components/admin/load-error";
import { PageHeader } from "~/components/admin/page-header";
import { ListMessage } from "~/components/admin/list/table";
import { TemplateForm } from "./template-form";

function TemplateItem({ template, refresh }: { template: ReplyTemplate; refresh: () => Promise<unknown> }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const removal = useMutation({
    mutationFn: () => call(replyApi.removeTemplate, { params: { id: template._id } }),
    onSuccess: refresh,
  });
  if (editing)
    return (
      <li>
        <TemplateForm
          template={template}
          onDone={async () => {
            setEditing(false);
            await refresh();
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="font-semibold">{template.name}</h2>
      <p className="mt-1 text-sm">
        <span className="text-slate-600 dark:text-slate-300">Subject: </span>
        {template.subject}
      </p>
      <p className="mt-2 line-clamp-4 whitespace-pre-wrap break-words font-mono text-sm">{template.body}</p>
      <div className="mt-3 flex gap-4 text-sm">
        <button
          type="button"
          className={linkButton}
          onClick={() => setEditing(true)}
          aria-label={`Edit ${template.name}`}
        >
          Edit
        </button>
        <button
          type="button"
          className={linkButton}
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${template.name}`}
        >
          Delete
        </button>
      </div>
      {removal.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {removal.error.message}
        </p>
      )}
      {confirming && (
        <ConfirmItemDelete
          what="template"
          detail={template.name}
          removal={removal}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

/** /templates: the reply templates staff start a lead's reply from. */
export function TemplatesPage() {
  const client = useQueryClient();
  const templates = useQuery({
    queryKey: templatesKey,
    queryFn: async () => (await call(replyApi.templates)).data ?? [],
  });
  const [adding, setAdding] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: templatesKey });
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="Reply templates" intro="Start a reply to a lead from one of these.">
        {!adding && (
          <button type="button" className={buttonClass("primary", "sm")} onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New template
          </button>
        )}
      </PageHeader>
      {adding && (
        <TemplateForm
          onDone={async () => {
            setAdding(false);
            await refresh();
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      {templates.isPending ? (
        <ListMessage kind="loading">Loading templates...</ListMessage>
      ) : templates.isError ? (
        <LoadError message={templates.error.message} onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <ListMessage kind="empty">No templates yet.</ListMessage>
      ) : (
        <ul aria-label="Templates" className="space-y-3">
          {templates.data.map((t) => (
            <TemplateItem key={t._id} template={t} refresh={refresh} />
          ))}
        </ul>
      )}
    </div>
  );
}
