import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { LeadKind, Timeline, TimelineEntry } from "~/contract/leads";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { contacts, demoRequests, leadEvents, leadNotes, leadReplies } from "../../platform/db/schema";
import { notFound } from "../../platform/errors";
import { leadNoun, leadTable, normalEmail } from "./leads";

/** Digits only: "98765 43210" and "9876543210" are the same phone. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, "");
/** Shorter numbers (extensions, typos) would join strangers together. */
export const MIN_PHONE_DIGITS = 7;

/** Rows of one lead table that belong to the person: same email (indexed), or the same phone digits. */
export function personMatch(kind: LeadKind, email: string, phone: string): SQL {
  const t = leadTable(kind);
  const byEmail = sql`lower(${t.email}) = ${normalEmail(email)}`;
  const digits = phoneDigits(phone);
  if (digits.length < MIN_PHONE_DIGITS) return byEmail;
  return or(byEmail, sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g') = ${digits}`)!;
}

/** The person's records of both kinds, as found by `personMatch` (in `db`, a transaction if given). */
export async function personRecords(ctx: AppContext, email: string, phone: string, db: Db = ctx.db) {
  const [c, d] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(personMatch("contact", email, phone)),
    db
      .select()
      .from(demoRequests)
      .where(personMatch("demo", email, phone)),
  ]);
  return { contacts: c, demos: d };
}

/** Rows (notes, events) that belong to any of these leads; never every row. */
export function ofLeads(
  cols: { leadKind: PgColumn; leadId: PgColumn },
  ids: Record<LeadKind, string[]>,
): SQL {
  const parts = (Object.entries(ids) as [LeadKind, string[]][])
    .filter(([, list]) => list.length)
    .map(([kind, list]) => and(eq(cols.leadKind, kind), inArray(cols.leadId, list)));
  return parts.length ? or(...parts)! : sql`false`;
}

/** One person's timeline, found from one of their leads: records, status changes, notes and staff mails. */
export async function leadTimeline(ctx: AppContext, kind: LeadKind, id: string): Promise<Timeline> {
  const t = leadTable(kind);
  const [lead] = await ctx.db.select({ email: t.email, phone: t.phone }).from(t).where(eq(t.id, id)).limit(1);
  if (!lead) throw notFound(leadNoun[kind]);
  const people = await personRecords(ctx, lead.email, lead.phone);
  const ids = { contact: people.contacts.map((c) => c.id), demo: people.demos.map((d) => d.id) };
  const [notes, events, replies] = await Promise.all([
    ctx.db.select().from(leadNotes).where(ofLeads(leadNotes, ids)),
    ctx.db.select().from(leadEvents).where(ofLeads(leadEvents, ids)),
    ctx.db.select().from(leadReplies).where(ofLeads(leadReplies, ids)),
  ]);
  const entries: TimelineEntry[] = [
    ...people.contacts.map((c) => entry(c.createdAt, "contact", "contact", c.id, c.message, null)),
    ...people.demos.map((d) => entry(d.createdAt, "demo", "demo", d.id, d.comment, null)),
    ...notes.map((n) => entry(n.createdAt, "note", n.leadKind, n.leadId, n.body, n.authorEmail)),
    ...replies.map((r) => entry(r.sentAt, "reply", r.leadKind, r.leadId, replyText(r), r.adminEmail)),
    ...events.map((e) =>
      entry(e.at, e.kind === "emailed" ? "email" : e.kind, e.leadKind, e.leadId, e.detail, e.adminEmail),
    ),
  ];
  entries.sort((a, b) => a.at.localeCompare(b.at));
  return { email: lead.email, phone: lead.phone, entries };
}

/** A sent reply as the timeline shows it: whom, what subject, and its whole text. */
const replyText = (r: { toEmail: string; subject: string; body: string }) =>
  `To: ${r.toEmail}\nSubject: ${r.subject}\n\n${r.body}`;

const entry = (
  at: Date,
  type: TimelineEntry["type"],
  kind: LeadKind,
  leadId: string,
  text: string,
  by: string | null,
): TimelineEntry => ({ at: at.toISOString(), type, kind, leadId, text, by });
