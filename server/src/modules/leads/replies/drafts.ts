import { and, eq } from "drizzle-orm";
import type { Composer, ReplyDraftInput } from "~/contract/replies";
import type { LeadKind } from "~/contract/lead-status";
import type { AppContext } from "../../../context";
import type { Db } from "../../../platform/db/client";
import { replyDrafts } from "../../../platform/db/schema";
import { notFound } from "../../../platform/errors";
import { leadNoun, leadTable } from "../leads";

const ofDraft = (kind: LeadKind, leadId: string, adminId: string) =>
  and(eq(replyDrafts.leadKind, kind), eq(replyDrafts.leadId, leadId), eq(replyDrafts.adminId, adminId));

/** "Re: " before the lead's topic: the demo request, or the contact message. */
export const replySubject = (kind: LeadKind) =>
  kind === "demo" ? "Re: Your demo request" : "Re: Your message";

/** What the composer opens with; 404 for an unknown lead. */
export async function composerFor(
  ctx: AppContext,
  kind: LeadKind,
  leadId: string,
  adminId: string,
): Promise<Composer> {
  const t = leadTable(kind);
  const [lead] = await ctx.db.select({ email: t.email }).from(t).where(eq(t.id, leadId)).limit(1);
  if (!lead) throw notFound(leadNoun[kind]);
  const [draft] = await ctx.db
    .select()
    .from(replyDrafts)
    .where(ofDraft(kind, leadId, adminId))
    .limit(1);
  return {
    to: lead.email,
    subject: replySubject(kind),
    draft: draft
      ? { subject: draft.subject, body: draft.body, updatedAt: draft.updatedAt.toISOString() }
      : null,
  };
}

/** Keeps the member's draft (one per lead); 404 for an unknown lead. */
export async function saveDraft(
  ctx: AppContext,
  kind: LeadKind,
  leadId: string,
  adminId: string,
  input: ReplyDraftInput,
) {
  const t = leadTable(kind);
  const [lead] = await ctx.db.select({ id: t.id }).from(t).where(eq(t.id, leadId)).limit(1);
  if (!lead) throw notFound(leadNoun[kind]);
  const updatedAt = ctx.clock();
  await ctx.db
    .insert(replyDrafts)
    .values({ leadKind: kind, leadId, adminId, ...input, updatedAt })
    .onConflictDoUpdate({
      target: [replyDrafts.leadKind, replyDrafts.leadId, replyDrafts.adminId],
      set: { ...input, updatedAt },
    });
  return { ...input, updatedAt: updatedAt.toISOString() };
}

/** Drops the member's draft (discarded, or sent in `db`'s transaction); true when there was one. */
export async function deleteDraft(db: Db, kind: LeadKind, leadId: string, adminId: string) {
  const gone = await db
    .delete(replyDrafts)
    .where(ofDraft(kind, leadId, adminId))
    .returning({ id: replyDrafts.leadId });
  return gone.length > 0;
}
