import type { RequestMeta } from "../../../platform/request-meta";
import { and, asc, eq, getTableName } from "drizzle-orm";
import type { LeadKind } from "~/contract/lead-status";
import type { ReplySend, ReplySent } from "~/contract/replies";
import type { AppContext } from "../../../context";
import { leadReplies } from "../../../platform/db/schema";
import { MINUTE_MS } from "../../../platform/clock";
import { HttpError, notFound } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { consume } from "../../../platform/rate-limit";
import { AuditEvent } from "../../../platform/audit-log";
import { leadNoun, leadTable, recordLeadEvent } from "../leads";
import { deleteDraft } from "./drafts";
import { fillForLead, placeholderValues } from "./placeholders";

/** Replies one member may send in 10 minutes: a slip (a loop, a stuck key) cannot flood a lead. */
const REPLIES_PER_10_MIN = 60;

/** The domain of our Message-IDs: the sending address's, else the company's public email's. */
export function messageIdDomain(ctx: AppContext): string {
  const from = /@([^>\s]+)/.exec(ctx.config.smtpFrom)?.[1] ?? /@(.+)$/.exec(ctx.company.current().email)?.[1];
  return from ?? "localhost";
}

/**
 * The lead's thread root: its form message had no Message-ID, so every reply names this one first,
 * and the replies to one lead thread together from the first (decision 43).
 */
export const threadRoot = (ctx: AppContext, kind: LeadKind, id: string) =>
  `<lead.${kind}.${id}@${messageIdDomain(ctx)}>`;

/**
 * Sends a staff member's reply to a lead, in one transaction with what it records: the reply with its
 * whole text, New → Contacted (logged like any other status change), the member's draft dropped. The
 * mail is sent last inside the transaction: when it cannot go out, nothing is kept.
 */
export async function sendReply(
  ctx: AppContext,
  meta: RequestMeta,
  kind: LeadKind,
  id: string,
  input: ReplySend,
  staff: { adminId: string; email: string },
): Promise<ReplySent> {
  await consume(ctx.limiter, `reply:${staff.adminId}`, REPLIES_PER_10_MIN, 10 * MINUTE_MS);
  const t = leadTable(kind);
  const name = kind === "demo" ? "fullName" : "name";
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(t).where(eq(t.id, id)).for("update").limit(1);
    if (!row) throw notFound(leadNoun[kind]);
    const lead = {
      id,
      name: (row as unknown as Record<string, string>)[name] ?? "",
      companyName: (row as unknown as { companyName?: string }).companyName ?? "",
    };
    const values = await placeholderValues(tx, kind, lead, staff);
    const subject = fillForLead(input.subject, values, "subject");
    const body = fillForLead(input.body, values, "body");
    const earlier = await tx
      .select({ messageId: leadReplies.messageId })
      .from(leadReplies)
      .where(and(eq(leadReplies.leadKind, kind), eq(leadReplies.leadId, id)))
      .orderBy(asc(leadReplies.sentAt));
    const references = [threadRoot(ctx, kind, id), ...earlier.map((e) => e.messageId)];
    const replyId = newId();
    const messageId = `<reply.${replyId}@${messageIdDomain(ctx)}>`;
    const sentAt = ctx.clock();
    await tx.insert(leadReplies).values({
      id: replyId,
      leadKind: kind,
      leadId: id,
      adminId: staff.adminId,
      adminEmail: staff.email,
      toEmail: row.email,
      subject,
      body,
      messageId,
      references: references.join(" "),
      sentAt,
    });
    const moves = row.leadStatus === "new";
    let version = row.version;
    if (moves) {
      version = row.version + 1;
      await tx.update(t).set({ leadStatus: "contacted", version }).where(eq(t.id, id));
      await recordLeadEvent(tx, ctx, { kind, id, event: "status", detail: "contacted", by: staff.email });
    }
    await deleteDraft(tx, kind, id, staff.adminId);
    try {
      await ctx.outbox.send({
        channel: "email",
        to: row.email,
        subject,
        text: body,
        replyTo: staff.email,
        messageId,
        inReplyTo: references.at(-1),
        references: references.join(" "),
      });
    } catch {
      throw new HttpError(503, "Failed to send the reply. Please try again.");
    }
    return { messageId, moves, version, leadStatus: moves ? "contacted" : row.leadStatus };
  });
  if (done.moves) {
    ctx.listTotals.changed(getTableName(t));
    const detail = { kind, lead: id, from: "new", to: "contacted" };
    await ctx.audit.record(meta, AuditEvent.leadStatusChanged, "success", { detail });
  }
  return { messageId: done.messageId, leadStatus: done.leadStatus, version: done.version };
}
