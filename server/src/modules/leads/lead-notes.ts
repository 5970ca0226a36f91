import { and, asc, eq } from "drizzle-orm";
import type { LeadKind, LeadNote } from "~/contract/leads";
import type { AppContext } from "../../context";
import { leadNotes } from "../../platform/db/schema";
import { HttpError, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { assertLead } from "./leads";

type Row = typeof leadNotes.$inferSelect;
/** Who is asking: notes are signed with the email and changed only by the same admin. */
export interface Staff {
  adminId: string;
  email: string;
}

export const toNote = (n: Row, staff: Staff): LeadNote => ({
  _id: n.id,
  authorEmail: n.authorEmail,
  mine: n.authorId === staff.adminId,
  body: n.body,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt ? n.updatedAt.toISOString() : null,
});

export async function notesOf(ctx: AppContext, kind: LeadKind, id: string): Promise<Row[]> {
  return ctx.db
    .select()
    .from(leadNotes)
    .where(and(eq(leadNotes.leadKind, kind), eq(leadNotes.leadId, id)))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}

/** A new note on an existing lead (404 when there is none). */
export async function addNote(
  ctx: AppContext,
  kind: LeadKind,
  leadId: string,
  body: string,
  staff: Staff,
): Promise<Row> {
  await assertLead(ctx, kind, leadId);
  const row: Row = {
    id: newId(),
    leadKind: kind,
    leadId,
    authorId: staff.adminId,
    authorEmail: staff.email,
    body,
    createdAt: ctx.clock(),
    updatedAt: null,
  };
  await ctx.db.insert(leadNotes).values(row);
  return row;
}

/** The note when `staff` wrote it: 404 when there is none, 403 when someone else did. */
async function ownNote(ctx: AppContext, id: string, staff: Staff): Promise<Row> {
  const [row] = await ctx.db.select().from(leadNotes).where(eq(leadNotes.id, id)).limit(1);
  if (!row) throw notFound("Note");
  if (row.authorId !== staff.adminId) throw new HttpError(403, "Only the author can change this note.");
  return row;
}

export async function editNote(ctx: AppContext, id: string, body: string, staff: Staff): Promise<Row> {
  await ownNote(ctx, id, staff);
  const [row] = await ctx.db
    .update(leadNotes)
    .set({ body, updatedAt: ctx.clock() })
    .where(eq(leadNotes.id, id))
    .returning();
  if (!row) throw notFound("Note");
  return row;
}

export async function deleteNote(ctx: AppContext, id: string, staff: Staff): Promise<void> {
  await ownNote(ctx, id, staff);
  await ctx.db.delete(leadNotes).where(eq(leadNotes.id, id));
}
