import type { LeadListQuery } from "~/contract/lead-list";
import { listFilter, listOrder } from "./lead-list";
import { eq, getTableName } from "drizzle-orm";
import type { FirstTouch } from "~/contract/collect";
import type { Contact, ContactData } from "~/contract/contact";
import type { AppContext } from "../../context";
import { contacts } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { type NewLeadOptions, replyDueBefore } from "./leads";
import { leadDtoFields, newLeadColumns } from "./lead-row";
import { listPaged } from "../../platform/paging";
import { scheduleSpamDigest } from "./spam-digest";

type Row = Omit<typeof contacts.$inferSelect, "search">;
const CONTACTS = getTableName(contacts);
/** Where a contact came from: the public form or the Create call (staff's own entries: `addLeadByHand`). */
export type ContactSource = "form" | "create";

/** The list item; `dueBefore` (see `replyDueBefore`) marks New ones past their reply time. */
export const toContact = (c: Row, dueBefore?: Date): Contact => ({
  _id: c.id,
  name: c.name,
  email: c.email,
  phone: c.phone,
  message: c.message,
  createdAt: c.createdAt.toISOString(),
  ...leadDtoFields(c, dueBefore),
});

/**
 * Stores a new contact, as Spam when `spam` (ADR 0028). A spam form message holds back the staff notice
 * the form would send, until staff mark it "Not spam"; the Create call notifies nobody, so holds nothing.
 */
export async function storeContact(
  ctx: AppContext,
  { name, email, phone, message, ...touch }: ContactData & FirstTouch,
  source: ContactSource,
  { visitorId = null, spam = false }: NewLeadOptions = {},
): Promise<Row> {
  const row: Row = {
    id: newId(),
    visitorId,
    name,
    email,
    phone,
    message,
    source,
    ...newLeadColumns(touch, spam),
    noticeHeld: spam && source === "form",
    createdAt: ctx.clock(),
  };
  if (spam) {
    // The day's spam digest is scheduled with the spam itself (ADR 0042).
    await ctx.db.transaction(async (tx) => {
      await tx.insert(contacts).values(row);
      await scheduleSpamDigest(tx, ctx, row.createdAt);
    });
  } else await ctx.db.insert(contacts).values(row);
  ctx.listTotals.changed(CONTACTS);
  return row;
}

/** One page of contacts with every filter and sort of the list (`adminId`: whose leads are "Mine"). */
export function listContacts(ctx: AppContext, q: LeadListQuery, adminId: string) {
  const due = replyDueBefore(ctx);
  const filter = listFilter(ctx, "contact", q, adminId);
  const options = { filter, order: listOrder("contact", q), totals: ctx.listTotals };
  return listPaged(ctx.db, contacts, q, (r) => toContact(r, due), options);
}

export async function findContact(ctx: AppContext, id: string): Promise<Contact | undefined> {
  const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  return row && toContact(row);
}

/** True when the contact existed. */
export async function deleteContact(ctx: AppContext, id: string): Promise<boolean> {
  const gone = await ctx.db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  if (gone.length) ctx.listTotals.changed(CONTACTS);
  return gone.length > 0;
}
