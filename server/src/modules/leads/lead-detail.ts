import { and, eq } from "drizzle-orm";
import type { LeadDetail, LeadKind } from "~/contract/leads";
import type { AppContext } from "../../context";
import type { contacts } from "../../platform/db/schema";
import { demoRequests } from "../../platform/db/schema";
import { notFound } from "../../platform/errors";
import { firstTouchDto } from "./first-touch";
import { type Staff, notesOf, toNote } from "./lead-notes";
import { emailMatches, leadNoun, leadTable } from "./leads";

type LeadRow = typeof contacts.$inferSelect;
type DemoRow = typeof demoRequests.$inferSelect;

/** True when this email was proved with a demo booking code. */
async function emailVerified(ctx: AppContext, email: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: demoRequests.id })
    .from(demoRequests)
    .where(and(emailMatches("demo", email), eq(demoRequests.status, "confirmed")))
    .limit(1);
  return rows.length > 0;
}

/** The fields both kinds of lead show on their page. */
function common(kind: LeadKind, row: LeadRow | DemoRow) {
  const demo = kind === "demo" ? (row as DemoRow) : undefined;
  const contact = kind === "contact" ? (row as LeadRow) : undefined;
  return {
    _id: row.id,
    kind,
    name: demo ? demo.fullName : contact!.name,
    companyName: demo?.companyName ?? "",
    email: row.email,
    phone: row.phone,
    message: demo ? demo.comment : contact!.message,
    createdAt: row.createdAt.toISOString(),
    leadStatus: row.leadStatus,
    version: row.version,
    assignedTo: row.assignedTo,
    confirmedBy: demo?.confirmedBy ?? null,
    fast: demo?.fastFill ?? false,
    source: contact?.source ?? "",
    value: row.valueInr,
    ...firstTouchDto(row),
  };
}

/** One lead with its notes; 404 when there is none. */
export async function leadDetail(
  ctx: AppContext,
  kind: LeadKind,
  id: string,
  staff: Staff,
): Promise<LeadDetail> {
  const t = leadTable(kind);
  const [row] = await ctx.db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw notFound(leadNoun[kind]);
  const verified =
    kind === "demo"
      ? (row as unknown as DemoRow).status === "confirmed"
      : await emailVerified(ctx, row.email);
  const notes = (await notesOf(ctx, kind, id)).map((n) => toNote(n, staff));
  const replyDueAt = new Date(row.createdAt.getTime() + ctx.config.leadReplyHours * 3_600_000).toISOString();
  return { ...common(kind, row), verified, replyDueAt, notes };
}
