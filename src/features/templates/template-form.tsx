import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { describedBy, errorId, errorTextClass, inputClass, labelClass } from "~/components/ui/input";
import { replyApi } from "~/contract/endpoints/replies";
import { REPLY_PLACEHOLDERS, type ReplyTemplate } from "~/contract/replies";
import { call } from "~/lib/http/call";
import { fromApiError } from "~/lib/http/field-errors";
import { FormAlert } from "~/components/ui/form-alert";

const fields = [
  { key: "name", label: "Name" },
  { key: "subject", label: "Subject" },
  { key: "body", label: "Body" },
] as const;
type Values = Record<(typeof fields)[number]["key"], string>;

/** Add or change a template; the server refuses an unknown placeholder and names it under its field. */
export function TemplateForm({
  template,
  onDone,
  onCancel,
}: {
  template?: ReplyTemplate;
  onDone: () => Promise<unknown>;
  onCancel: () => void;
}) {
  const base = useId();
  const [values, setValues] = useState<Values>({
    name: template?.name ?? "",
    subject: template?.subject ?? "",
    body: template?.body ?? "",
  });
  const save = useMutation({
    // A change carries the version on screen (409 when stale).
    mutationFn: () =>
      template
        ? call(replyApi.updateTemplate, {
            params: { id: template._id },
            body: { ...values, version: template.version },
          })
        : call(replyApi.createTemplate, { body: values }),
    onSuccess: onDone,
  });
  const errors = fromApiError(save.error);
  const other = save.isError && !fields.some((f) => errors[f.key]) ? save.error.message : undefined;
  const help = `${base}-help`;
  return (
    <form
      noValidate
      aria-label={template ? `Edit ${template.name}` : "New template"}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {fields.map(({ key, label }) => {
        const id = `${base}-${key}`;
        const props = {
          id,
          value: values[key],
          onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
          className: key === "body" ? `${inputClass} font-mono text-sm` : inputClass,
          ...describedBy(id, errors[key]),
        };
        return (
          <div key={key}>
            <label htmlFor={id} className={labelClass}>
              {label}
            </label>
            {key === "body" ? (
              <textarea
                rows={8}
                {...props}
                aria-describedby={errors[key] ? `${errorId(id)} ${help}` : help}
              />
            ) : (
              <input {...props} />
            )}
            {errors[key] && (
              <p id={errorId(id)} className={errorTextClass}>
                {errors[key]}
              </p>
            )}
          </div>
        );
      })}
      <p id={help} className="text-xs text-slate-600 dark:text-slate-300">
        Placeholders: {REPLY_PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}. They are filled for each lead
        when the template is used.
      </p>
      <FormAlert>{other}</FormAlert>
      <div className="flex gap-3">
        <button type="submit" disabled={save.isPending} className={buttonClass("primary", "sm")}>
          {save.isPending ? "Saving..." : "Save template"}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass("secondary", "sm")}>
          Cancel
        </button>
      </div>
    </form>
  );
}
