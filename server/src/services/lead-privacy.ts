import { createHmac } from "node:crypto";
import { and, eq, getTableName, inArray } from "drizzle-orm";
import type { LeadKind } from "~/contract/leads";
import type { PersonalData, PersonalDataCounts } from "~/contract/lead-privacy";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import {
  admins,
  contacts,
  demoBookings,
  demoRequests,
  ipRecords,
  leadEvents,
  leadNotes,
  otpChallenges,
} from "../db/schema";
import { notFound } from "../lib/errors";
import { firstTouchDto } from "./first-touch";
import { leadNoun, leadTable, normalEmail } from "./leads";
import { ofLeads, personRecords } from "./lead-timeline";
import { toIpRecord } from "./visitors";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every row stored about the person of one lead: their leads and what hangs off them. */
async function gather(ctx: AppContext, db: Db, kind: LeadKind, id: string) {
  const t = leadTable(kind);
  const [lead] = await db.select({ email: t.email, phone: t.phone }).from(t).where(eq(t.id, id)).limit(1);
  if (!lead) throw notFound(leadNoun[kind]);
  const people = await personRecords(ctx, lead.email, lead.phone, db);
  const ids = { contact: people.contacts.map((c) => c.id), demo: people.demos.map((d) => d.id) };
  const leads = [...people.contacts, ...people.demos];
  const visitorIds = [...new Set(leads.flatMap((l) => (l.visitorId ? [l.visitorId] : [])))];
  const demoCodes = and(eq(otpChallenges.purpose, "demo"), inArray(otpChallenges.subject, ids.demo));
  const notes = await db.select().from(leadNotes).where(ofLeads(leadNotes, ids));
  const events = await db.select().from(leadEvents).where(ofLeads(leadEvents, ids));
  const codes = ids.demo.length ? await db.select().from(otpChallenges).where(demoCodes) : [];
  const visitors = visitorIds.length
    ? await db.select().from(ipRecords).where(inArray(ipRecords.id, visitorIds))
    : [];
  const bookings = ids.demo.length
    ? await db.select().from(demoBookings).where(inArray(demoBookings.demoRequestId, ids.demo))
    : [];
  return { lead, ...people, ids, notes, events, codes, visitors, bookings };
}
type Gathered = Awaited<ReturnType<typeof gather>>;

const countsOf = (g: Gathered): PersonalDataCounts => ({
  contacts: g.contacts.length,
  demoRequests: g.demos.length,
  notes: g.notes.length,
  verificationCodes: g.codes.length,
  visitorRecords: g.visitors.length,
  history: g.events.length,
});

/**
 * A reference to the person for the security log that cannot be turned back into the email: a keyed
 * hash (the server's code key, kept apart by its label), so the same email always gives the same ref.
 */
const personRef = (ctx: AppContext, email: string) =>
  createHmac("sha256", ctx.secrets.otpKey)
    .update(`person\0${normalEmail(email)}`)
    .digest("hex")
    .slice(0, 16);

/** What erasing the person of this lead would remove; 404 when the lead is gone. */
export async function personalDataCounts(ctx: AppContext, kind: LeadKind, id: string) {
  return countsOf(await gather(ctx, ctx.db, kind, id));
}

/** Everything stored about the person of this lead, with counts and a log reference. */
export async function exportPersonalData(ctx: AppContext, kind: LeadKind, id: string) {
  const g = await gather(ctx, ctx.db, kind, id);
  const staffIds = [
    ...new Set([
      ...[...g.contacts, ...g.demos].flatMap((l) => (l.assignedTo ? [l.assignedTo] : [])),
      ...g.bookings.map((b) => b.hostId),
    ]),
  ];
  const staff = staffIds.length
    ? await ctx.db
        .select({ id: admins.id, email: admins.email })
        .from(admins)
        .where(inArray(admins.id, staffIds))
    : [];
  const staffEmail = (adminId: string | null) => staff.find((s) => s.id === adminId)?.email ?? null;
  const common = (l: Gathered["contacts"][number] | Gathered["demos"][number]) => ({
    _id: l.id,
    email: l.email,
    phone: l.phone,
    createdAt: l.createdAt.toISOString(),
    leadStatus: l.leadStatus,
    assignedTo: staffEmail(l.assignedTo),
    visitorId: l.visitorId,
    ...firstTouchDto(l),
  });
  const ofLead = (r: { id: string; leadKind: LeadKind; leadId: string }) => ({
    _id: r.id,
    leadKind: r.leadKind,
    leadId: r.leadId,
  });
  const data: PersonalData = {
    exportedAt: ctx.clock().toISOString(),
    person: { email: g.lead.email, phone: g.lead.phone },
    contacts: g.contacts.map((c) => ({ ...common(c), name: c.name, message: c.message, source: c.source })),
    demoRequests: g.demos.map((d) => ({
      ...common(d),
      fullName: d.fullName,
      companyName: d.companyName,
      comment: d.comment,
      status: d.status,
      confirmedAt: iso(d.confirmedAt),
    })),
    notes: g.notes.map((n) => ({
      ...ofLead(n),
      authorEmail: n.authorEmail,
      body: n.body,
      createdAt: n.createdAt.toISOString(),
      updatedAt: iso(n.updatedAt),
    })),
    history: g.events.flatMap((e) =>
      e.kind === "emailed"
        ? []
        : [{ ...ofLead(e), type: e.kind, detail: e.detail, by: e.adminEmail, at: e.at.toISOString() }],
    ),
    staffEmails: g.events.flatMap((e) =>
      e.kind === "emailed" ? [{ ...ofLead(e), to: e.detail, at: e.at.toISOString() }] : [],
    ),
    // Never the code's hash: it is a secret of the server's, and says nothing about the person.
    verificationCodes: g.codes.map((c) => ({
      _id: c.id,
      demoRequestId: c.subject,
      createdAt: c.createdAt.toISOString(),
      lastSentAt: c.lastSentAt.toISOString(),
      expiresAt: c.expiresAt.toISOString(),
      consumedAt: iso(c.consumedAt),
      attempts: c.attempts,
      resends: c.resends,
    })),
    visitorRecords: g.visitors.map((v) => ({ ...toIpRecord(v), day: v.day })),
    bookings: g.bookings.map((b) => ({
      _id: b.id,
      demoRequestId: b.demoRequestId,
      status: b.status,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      timeZone: b.timeZone,
      hostEmail: staffEmail(b.hostId),
      attendance: b.attendance,
      createdAt: b.createdAt.toISOString(),
      confirmedAt: iso(b.confirmedAt),
      cancelledAt: iso(b.cancelledAt),
    })),
  };
  return { data, counts: countsOf(g), ref: personRef(ctx, g.lead.email) };
}

/**
 * Erases the person of this lead in one transaction (all or nothing): their contact messages and demo
 * requests (their demo bookings go with them, by the foreign key), the notes and history of those,
 * their verification codes and the visitor records their submissions were linked to. Returns what went, and the log reference.
 */
export async function erasePersonalData(ctx: AppContext, kind: LeadKind, id: string) {
  const erased = await ctx.db.transaction(async (tx) => {
    const g = await gather(ctx, tx, kind, id);
    await tx.delete(leadNotes).where(ofLeads(leadNotes, g.ids));
    await tx.delete(leadEvents).where(ofLeads(leadEvents, g.ids));
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    if (g.codes.length) await tx.delete(otpChallenges).where(inArray(otpChallenges.id, ids(g.codes)));
    if (g.contacts.length) await tx.delete(contacts).where(inArray(contacts.id, g.ids.contact));
    if (g.demos.length) await tx.delete(demoRequests).where(inArray(demoRequests.id, g.ids.demo));
    if (g.visitors.length) await tx.delete(ipRecords).where(inArray(ipRecords.id, ids(g.visitors)));
    return { counts: countsOf(g), ref: personRef(ctx, g.lead.email) };
  });
  // The lead lists count these tables; their kept totals are stale now (decision 32).
  for (const t of [contacts, demoRequests]) ctx.listTotals.changed(getTableName(t));
  return erased;
}
