import type { RequestMeta } from "../../platform/request-meta";
import type { LeadKind } from "~/contract/leads";
import type { AppContext } from "../../context";
import type { demoRequests } from "../../platform/db/schema";
import { AuditEvent } from "../../platform/audit-log";
import { sendConfirmLink } from "./demo-confirm";
import { type LeadChange, updateLead } from "./leads";
import { notifyContactReceived, notifyDemoRequest } from "./notify";

type DemoRow = typeof demoRequests.$inferSelect;

/**
 * A staff member's change of a lead (`updateLead`), with what follows it: a new status goes in the
 * security log (who, which lead, from → to), and a lead leaving Spam sends the staff notice it held; a
 * pending demo request leaving Spam also mails its visitor a confirmation link (`confirmLink` says how that went).
 */
export async function changeLead(
  ctx: AppContext,
  meta: RequestMeta,
  kind: LeadKind,
  id: string,
  change: LeadChange,
  by: string,
) {
  const result = await updateLead(ctx, kind, id, change, by);
  const { before, row } = result;
  if (before !== row.leadStatus) {
    const detail = { kind, lead: id, from: before, to: row.leadStatus };
    await ctx.audit.record(meta, AuditEvent.leadStatusChanged, "success", { detail });
  }
  if (result.releasedNotice) {
    if (kind === "contact") await notifyContactReceived(ctx, row);
    else await notifyDemoRequest(ctx, row as unknown as DemoRow);
  }
  // A demo request leaving Spam never had a code: its visitor gets one now, as a link (ADR 0042).
  const demo = kind === "demo" ? (row as unknown as DemoRow) : undefined;
  const confirmLink =
    demo && before === "spam" && demo.leadStatus !== "spam" && demo.status === "pending"
      ? await sendConfirmLink(ctx, demo, by)
      : undefined;
  return { ...result, confirmLink };
}
