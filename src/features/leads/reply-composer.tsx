import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { describedBy, inputClass, labelClass } from "~/components/ui/input";
import { replyApi } from "~/contract/endpoints/replies";
import type { LeadKind } from "~/contract/lead-status";
import type { Composer } from "~/contract/replies";
import { adminPaths } from "~/shared/paths";
import { Link } from "react-router";
import { templatesKey } from "~/lib/admin/query-keys";
import { call, callData } from "~/lib/http/call";
import { fromApiError } from "~/lib/http/field-errors";
import { selectClass } from "~/components/admin/list/filter-select";
import { ListMessage } from "~/components/admin/list/table";
import { leadKey } from "./lead-status";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";

/** A draft is kept this long after the last keystroke. */
const DRAFT_DELAY_MS = 800;

const composerKey = (kind: LeadKind, id: string) => ["reply-composer", kind, id] as const;

function ComposerForm({ kind, leadId, start }: { kind: LeadKind; leadId: string; start: Composer }) {
  const params = { kind, id: leadId };
  const ids = { subject: useId(), body: useId(), template: useId() };
  const client = useQueryClient();
  const [subject, setSubject] = useState(start.draft?.subject || start.subject);
  const [body, setBody] = useState(start.draft?.body ?? "");
  const [hasDraft, setHasDraft] = useState(Boolean(start.draft));
  const [sent, setSent] = useState(false);
  const templates = useQuery({
    queryKey: templatesKey,
    queryFn: async () => (await call(replyApi.templates)).data ?? [],
  });
  const draft = useMutation({
    mutationFn: (d: { subject: string; body: string }) => call(replyApi.saveDraft, { params, body: d }),
    onSuccess: () => setHasDraft(true),
  });
  // The draft is saved shortly after typing stops; a send or a discard drops the pending save.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const schedule = (s: string, b: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => draft.mutate({ subject: s, body: b }), DRAFT_DELAY_MS);
  };
  const discard = useMutation({
    mutationFn: () => call(replyApi.discardDraft, { params }),
    onSuccess: () => {
      setHasDraft(false);
      setSubject(start.subject);
      setBody("");
    },
  });
  const apply = useMutation({
    mutationFn: (templateId: string) => callData(replyApi.filled, { params: { ...params, templateId } }),
    onSuccess: (filled) => {
      setSubject(filled.subject);
      setBody(filled.body);
      setSent(false);
      schedule(filled.subject, filled.body);
    },
  });
  const send = useMutation({
    mutationFn: () => callData(replyApi.send, { params, body: { subject, body } }),
    onSuccess: () => {
      clearTimeout(timer.current);
      setSent(true);
      setHasDraft(false);
      setSubject(start.subject);
      setBody("");
      void client.invalidateQueries({ queryKey: leadKey(kind, leadId) });
      void client.invalidateQueries({ queryKey: ["timeline"] });
      void client.invalidateQueries({ queryKey: composerKey(kind, leadId), refetchType: "none" });
    },
  });

  useEffect(() => () => clearTimeout(timer.current), []);
  const edit = (s: string, b: string) => {
    setSubject(s);
    setBody(b);
    setSent(false);
    schedule(s, b);
  };

  const errors = fromApiError(send.error);
  const sendError = send.isError && !errors.subject && !errors.body ? send.error.message : undefined;
  return (
    <form
      noValidate
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        send.mutate();
      }}
    >
      <p className="text-sm">
        <span className="font-medium text-slate-600 dark:text-slate-300">To: </span>
        <span className="break-all">{start.to}</span>
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={ids.template} className={labelClass}>
            Template
          </label>
          <select
            id={ids.template}
            className={selectClass}
            value=""
            disabled={!templates.data?.length || apply.isPending}
            onChange={(e) => e.target.value && apply.mutate(e.target.value)}
          >
            <option value="">
              {templates.isPending
                ? "Loading..."
                : templates.data?.length
                  ? "Choose a template"
                  : "No templates yet"}
            </option>
            {templates.data?.map((t) => (
              <option key={t._id} value={t._id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <Link
          to={adminPaths.templates}
          className="pb-2 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-200"
        >
          Manage templates
        </Link>
      </div>
      <FormAlert>
        {(apply.isError || templates.isError) && (apply.error ?? templates.error)?.message}
      </FormAlert>
      <Field id={ids.subject} label="Subject" error={errors.subject}>
        <input
          id={ids.subject}
          value={subject}
          maxLength={200}
          onChange={(e) => edit(e.target.value, body)}
          className={inputClass}
          {...describedBy(ids.subject, errors.subject)}
        />
      </Field>
      <Field id={ids.body} label="Message" error={errors.body}>
        <textarea
          id={ids.body}
          rows={8}
          value={body}
          onChange={(e) => edit(subject, e.target.value)}
          className={`${inputClass} font-mono text-sm`}
          {...describedBy(ids.body, errors.body)}
        />
      </Field>
      <FormAlert>{sendError}</FormAlert>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={send.isPending} className={buttonClass("primary", "sm")}>
          {send.isPending ? "Sending..." : "Send reply"}
        </button>
        {hasDraft && (
          <button
            type="button"
            disabled={discard.isPending}
            onClick={() => {
              clearTimeout(timer.current);
              discard.mutate();
            }}
            className={buttonClass("secondary", "sm")}
          >
            Discard draft
          </button>
        )}
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {sent
            ? "Reply sent."
            : draft.isPending
              ? "Saving draft..."
              : draft.isError
                ? "The draft could not be saved."
                : hasDraft
                  ? "Draft saved."
                  : ""}
        </p>
      </div>
    </form>
  );
}

/** The reply composer on a lead's page: To is the lead, plain text, a template to start from, a kept draft. */
export function ReplyComposer({ kind, leadId }: { kind: LeadKind; leadId: string }) {
  const composer = useQuery({
    queryKey: composerKey(kind, leadId),
    queryFn: () => callData(replyApi.composer, { params: { kind, id: leadId } }),
    staleTime: Infinity,
  });
  return (
    <section aria-labelledby="reply-heading" className="space-y-3">
      <h2 id="reply-heading" className="text-lg font-semibold">
        Reply
      </h2>
      {composer.isPending ? (
        <ListMessage kind="loading">Loading...</ListMessage>
      ) : composer.isError ? (
        <ListMessage kind="error">{composer.error.message}</ListMessage>
      ) : (
        <ComposerForm kind={kind} leadId={leadId} start={composer.data} />
      )}
    </section>
  );
}
