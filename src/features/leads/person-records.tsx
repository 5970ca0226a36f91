import { MATCH_REASON_LABELS, type MatchedRecord } from "~/contract/person-records";
import { TimeCell } from "~/components/admin/list/list-shell";

const badge = "inline-block rounded-full px-2 py-0.5 text-xs font-semibold";
const tones = {
  neutral: `${badge} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100`,
  lead: `${badge} bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-200`,
  warn: `${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100`,
};

const kindLabel = { contact: "Contact message", demo: "Demo request" } as const;
export const recordKey = (r: Pick<MatchedRecord, "kind" | "_id">) => `${r.kind}:${r._id}`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What hangs off a record and goes with it: "2 notes, 1 verification code, 3 history entries". */
function attached(r: MatchedRecord): string {
  const parts = [
    r.notes && plural(r.notes, "note"),
    r.verificationCodes && plural(r.verificationCodes, "verification code"),
    r.history && plural(r.history, "history entry", "history entries"),
    r.visitorId && "a visitor record",
  ].filter(Boolean);
  return parts.length ? `With ${parts.join(", ")}.` : "";
}

/** Why the record is listed, and why it may start unticked. */
function Reasons({ record }: { record: MatchedRecord }) {
  const phoneOnly = !record.isThisLead && !record.matchedBy.includes("email");
  const unproven = !record.isThisLead && record.matchedBy.includes("email") && !record.emailVerified;
  return (
    <span className="flex flex-wrap gap-1.5">
      {record.isThisLead && <span className={tones.lead}>This lead</span>}
      {record.matchedBy.map((reason) => (
        <span key={reason} className={tones.neutral}>
          {MATCH_REASON_LABELS[reason]}
        </span>
      ))}
      {phoneOnly && <span className={tones.warn}>Phone only: check it is the same person</span>}
      {unproven && <span className={tones.warn}>Email not proven</span>}
    </span>
  );
}

/**
 * Every record the request found, each a checkbox (label: what it is, whose, when) with why it matched.
 * Only ticked records are exported or erased.
 */
export function PersonRecords({
  records,
  isTicked,
  onTick,
  disabled,
}: {
  records: MatchedRecord[];
  isTicked: (r: MatchedRecord) => boolean;
  onTick: (r: MatchedRecord, ticked: boolean) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <legend className="sr-only">Records to export or erase</legend>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {records.map((r) => {
          const id = `person-record-${r.kind}-${r._id}`;
          return (
            <li key={recordKey(r)} className="flex items-start gap-3 px-4 py-3">
              <input
                id={id}
                type="checkbox"
                className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
                checked={isTicked(r)}
                disabled={disabled}
                aria-describedby={`${id}-why`}
                onChange={(e) => onTick(r, e.target.checked)}
              />
              <div className="min-w-0 flex-1 space-y-1 text-sm">
                <label htmlFor={id} className="block break-words font-medium">
                  {kindLabel[r.kind]} from {r.name}
                </label>
                <p className="break-all text-slate-600 dark:text-slate-300">
                  {r.email}
                  {r.phone && ` · ${r.phone}`} · <TimeCell at={r.createdAt} />
                </p>
                <div id={`${id}-why`} className="space-y-1">
                  <Reasons record={r} />
                  {attached(r) && <p className="text-xs text-slate-600 dark:text-slate-300">{attached(r)}</p>}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
