import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { buttonClass, linkButton } from "~/components/ui/button";
import { ConfirmItemDelete } from "~/components/admin/list/row-delete";
import { inputClass, labelClass } from "~/components/ui/input";
import { leadsApi } from "~/contract/endpoints/leads";
import type { LeadKind, LeadNote } from "~/contract/leads";
import { call } from "~/lib/http/call";
import { TimeCell } from "~/components/admin/list/list-shell";
import { leadKey } from "./lead-status";

const errorLine = "text-sm text-red-700 dark:text-red-400";

/** A note's text box with Save; used to add a note and to edit one. */
function NoteForm(props: {
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState(props.initial ?? "");
  const save = useMutation({ mutationFn: props.onSubmit, onSuccess: () => setBody("") });
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (body.trim()) save.mutate(body.trim());
      }}
    >
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        className={inputClass}
      />
      {save.isError && (
        <p role="alert" className={errorLine}>
          {save.error.message}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={save.isPending || !body.trim()}
          className={buttonClass("primary", "sm")}
        >
          {save.isPending ? "Saving..." : props.submitLabel}
        </button>
        {props.onCancel && (
          <button type="button" onClick={props.onCancel} className={buttonClass("secondary", "sm")}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function NoteItem({ note, refresh }: { note: LeadNote; refresh: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const removal = useMutation({
    mutationFn: () => call(leadsApi.removeNote, { params: { id: note._id } }),
    onSuccess: refresh,
  });
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <p className="text-xs text-slate-600 dark:text-slate-300">
        <span className="font-semibold">{note.authorEmail}</span> · <TimeCell at={note.createdAt} />
        {note.updatedAt && " · edited"}
      </p>
      {editing ? (
        <NoteForm
          label="Edit note"
          initial={note.body}
          submitLabel="Save note"
          onSubmit={async (body) => {
            await call(leadsApi.editNote, { params: { id: note._id }, body: { body } });
            setEditing(false);
            await refresh();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="mt-1 whitespace-pre-wrap break-words text-sm">{note.body}</p>
      )}
      {note.mine && !editing && (
        <div className="mt-2 flex gap-4 text-sm">
          <button type="button" className={linkButton} onClick={() => setEditing(true)}>
            Edit
          </button>
          <button type="button" className={linkButton} onClick={() => setConfirming(true)}>
            Delete
          </button>
        </div>
      )}
      {removal.isError && (
        <p role="alert" className={errorLine}>
          {removal.error.message}
        </p>
      )}
      {confirming && (
        <ConfirmItemDelete
          what="note"
          detail={note.body.slice(0, 120)}
          removal={removal}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

/** Staff notes on a lead: signed and timed; only the author sees Edit and Delete (the server enforces it). */
export function LeadNotes({ kind, leadId, notes }: { kind: LeadKind; leadId: string; notes: LeadNote[] }) {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: leadKey(kind, leadId) });
    void client.invalidateQueries({ queryKey: ["timeline"] });
  };
  return (
    <section aria-labelledby="notes-heading" className="space-y-4">
      <h2 id="notes-heading" className="text-lg font-semibold">
        Notes
      </h2>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No notes yet.</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((n) => (
            <NoteItem key={n._id} note={n} refresh={refresh} />
          ))}
        </ul>
      )}
      <NoteForm
        label="New note"
        submitLabel="Add note"
        onSubmit={async (body) => {
          await call(leadsApi.addNote, { params: { kind, id: leadId }, body: { body } });
          await refresh();
        }}
      />
    </section>
  );
}
