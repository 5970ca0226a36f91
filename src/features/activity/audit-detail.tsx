import { Link } from "react-router";
import type { AuditRecord } from "~/contract/audit";
import {
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
} from "~/contract/lead-status";
import { leadPagePath } from "~/shared/paths";

const kindLabel = { contact: "Contact message", demo: "Demo request" } as const;
const isKind = (v: unknown): v is (typeof LEAD_KINDS)[number] => LEAD_KINDS.includes(v as never);
const statusLabel = (v: unknown) =>
  LEAD_STATUSES.includes(v as never) ? LEAD_STATUS_LABELS[v as LeadStatus] : String(v);

/** The event's lead, named by its kind and opening its page. */
function LeadOf({ kind, id }: { kind: LeadKind; id: string }) {
  return (
    <Link
      to={leadPagePath(kind, id)}
      className="text-brand-700 underline underline-offset-2 dark:text-brand-200"
    >
      {kindLabel[kind]}
    </Link>
  );
}

/**
 * What an event's detail says: a lead status change as its lead's link and "from → to", anything else
 * as its ids and counts ("key: value").
 */
export function AuditDetail({ event }: { event: AuditRecord }) {
  const d = event.detail;
  if (!d || Object.keys(d).length === 0) return "—";
  if (event.event === "lead.status_changed" && isKind(d.kind) && typeof d.lead === "string")
    return (
      <>
        <LeadOf kind={d.kind} id={d.lead} /> {statusLabel(d.from)} → {statusLabel(d.to)}
      </>
    );
  // Issue 26: a lead added by hand, a demo request confirmed by hand.
  if (
    (event.event === "lead.created" || event.event === "demo_request.confirmed") &&
    isKind(d.kind) &&
    typeof d.lead === "string"
  )
    return (
      <>
        <LeadOf kind={d.kind} id={d.lead} />{" "}
        {event.event === "lead.created" ? `added by hand (source: ${String(d.source)})` : "confirmed by hand"}
      </>
    );
  return Object.entries(d)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(", ");
}
