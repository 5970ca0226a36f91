import { createHmac } from "node:crypto";
import { and, eq, getTableName, inArray } from "drizzle-orm";
import type { LeadKind } from "~/contract/leads";
import type { PersonalData, PersonalDataCounts } from "~/contract/lead-privacy";
import {
  countsOf,
  type MatchedRecord,
  type MatchReason,
  type PersonalDataPreview,
  RECORDS_CHANGED,
  type RecordRef,
} from "~/contract/person-records";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import {
  admins,
  contacts,
  demoBookings,
  demoRequests,
  followUps,
  ipRecords,
  leadEvents,
  leadNotes,
  leadReplies,
  otpChallenges,
  replyDrafts,
} from "../../platform/db/schema";
import { HttpError, notFound } from "../../platform/errors";
import { firstTouchDto } from "./first-touch";
import { leadNoun, leadTable, normalEmail } from "./leads";
import { MIN_PHONE_DIGITS, ofLeads, personRecords, phoneDigits } from "./lead-timeline";
import { toIpRecord } from "../visitors";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Lead =
  | Awaited<ReturnType<typeof personRecords>>["contacts"][number]
  | Awaited<ReturnType<typeof personRecords>>["demos"][number];

/** The lead a request starts from, and every record of its person (same email or phone digits). */
async function matchPerson(ctx: AppContext, db: Db, kind: LeadKind, id: string) {
  const t = leadTable(kind);
  const [lead] = await db.select({ email: t.email, phone: t.phone }).from(t).where(eq(t.id, id)).limit(1);
  if (!lead) throw notFound(leadNoun[kind]);
  const people = await personRecords(ctx, lead.email, lead.phone, db);
  const ids = { contact: people.contacts.map((c) => c.id), demo: people.demos.map((d) => d.id) };
  const notes = await db.select().from(leadNotes).where(ofLeads(leadNotes, ids));
  const events = await db.select().from(leadEvents).where(ofLeads(leadEvents, ids));
  const demoCodes = and(eq(otpChallenges.purpose, "demo"), inArray(otpChallenges.subject, ids.demo));
  const codes = ids.demo.length ? await db.select().from(otpChallenges).where(demoCodes) : [];
  const email = normalEmail(lead.email);
  const digits = phoneDigits(lead.phone);
  // A demo request is confirmed with a code mailed to its email: that email is proven to be the person's.
  const emailVerified = people.demos.some((d) => d.status === "confirmed" && normalEmail(d.email) === email);
  const ofThis = (k: LeadKind, leadId: string) => (r: { leadKind: LeadKind; leadId: string }) =>
    r.leadKind === k && r.leadId === leadId;
  const record = (k: LeadKind, l: Lead, name: string): MatchedRecord => {
    const matchedBy: MatchReason[] = [];
    if (normalEmail(l.email) === email) matchedBy.push("email");
    if (digits.length >= MIN_PHONE_DIGITS && phoneDigits(l.phone) === digits) matchedBy.push("phone");
    const isThisLead = k === kind && l.id === id;
    return {
      kind: k,
      _id: l.id,
      name,
      email: l.email,
      phone: l.phone,
      createdAt: l.createdAt.toISOString(),
      isThisLead,
      matchedBy,
      emailVerified: matchedBy.includes("email") && emailVerified,
      ticked: isThisLead || (matchedBy.includes("email") && emailVerified),
      visitorId: l.visitorId,
      notes: notes.filter(ofThis(k, l.id)).length,
      verificationCodes: k === "demo" ? codes.filter((c) => c.subject === l.id).length : 0,
      history: events.filter(ofThis(k, l.id)).length,
    };
  };
  const records = [
    ...people.contacts.map((c) => record("contact", c, c.name)),
    ...people.demos.map((d) => record("demo", d, d.fullName)),
  ].sort((a, b) => Number(b.isThisLead) - Number(a.isThisLead) || a.createdAt.localeCompare(b.createdAt));
  return { lead, records, people, notes, events, codes };
}
type Matched = Awaited<ReturnType<typeof matchPerson>>;

/**
 * The ticked records of a match, with every row that hangs off them. A ticked record that is not (or
 * no longer) among the person's records answers 409: the list changed since it was shown.
 */
async function gather(db: Db, m: Matched, refs: RecordRef[]) {
  const key = (kind: LeadKind, id: string) => `${kind}:${id}`;
  const wanted = new Set(refs.map((r) => key(r.kind, r.id)));
  const selected = m.records.filter((r) => wanted.has(key(r.kind, r._id)));
  if (selected.length !== wanted.size) throw new HttpError(409, RECORDS_CHANGED);
  const ids = {
    contact: selected.filter((r) => r.kind === "contact").map((r) => r._id),
    demo: selected.filter((r) => r.kind === "demo").map((r) => r._id),
  };
  const inSelection = (r: { leadKind: LeadKind; leadId: string }) => wanted.has(key(r.leadKind, r.leadId));
  const visitorIds = [...new Set(selected.flatMap((r) => (r.visitorId ? [r.visitorId] : [])))];
  const visitors = visitorIds.length
    ? await db.select().from(ipRecords).where(inArray(ipRecords.id, visitorIds))
    : [];
  const bookings = ids.demo.length
    ? await db.select().from(demoBookings).where(inArray(demoBookings.demoRequestId, ids.demo))
    : [];
  return {
    lead: m.lead,
    selected,
    ids,
    contacts: m.people.contacts.filter((c) => ids.contact.includes(c.id)),
    demos: m.people.demos.filter((d) => ids.demo.includes(d.id)),
    notes: m.notes.filter(inSelection),
    events: m.events.filter(inSelection),
    codes: m.codes.filter((c) => ids.demo.includes(c.subject)),
    visitors,
    bookings,
  };
}
type Gathered = Awaited<ReturnType<typeof gather>>;

/**
 * A reference to the person for the security log that cannot be turned back into the email: a keyed
 * hash under a key no rotation changes (ADR 0067), so the same email always gives the same ref.
 */
const personRef = (ctx: AppContext, email: string) =>
  createHmac("sha256", ctx.secrets.personRefKey)
    .update(`person\0${normalEmail(email)}`)
    .digest("hex")
    .slice(0, 16);

/**
 * Every record of the person of this lead, each with why it matched and whether it starts ticked, for
 * the owner to review before an export or erasure; with the log reference. 404 when the lead is gone.
 */
export async function previewPersonalData(ctx: AppContext, kind: LeadKind, id: string) {
  const m = await matchPerson(ctx, ctx.db, kind, id);
  const data: PersonalDataPreview = { email: m.lead.email, phone: m.lead.phone, records: m.records };
  const ticked = m.records.filter((r) => r.ticked);
  return {
    data,
    counts: countsOf(ticked),
    ref: personRef(ctx, m.lead.email),
    left: m.records.length - ticked.length,
  };
}

/** Everything stored about the ticked records of this lead's person, with counts and a log reference. */
export async function exportPersonalData(ctx: AppContext, kind: LeadKind, id: string, refs: RecordRef[]) {
  const m = await matchPerson(ctx, ctx.db, kind, id);
  const g = await gather(ctx.db, m, refs);
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
  return {
    data,
    counts: countsOf(g.selected),
    ref: personRef(ctx, g.lead.email),
    left: m.records.length - g.selected.length,
  };
}

const sameCounts = (a: PersonalDataCounts, b: PersonalDataCounts) =>
  (Object.keys(a) as (keyof PersonalDataCounts)[]).every((k) => a[k] === b[k]);

/**
 * Erases the ticked records of this lead's person in one transaction (all or nothing): those contact
 * messages and demo requests (their demo bookings go with them, by the foreign key), their notes and
 * history, their verification codes and the visitor records they were linked to. First it checks, in
 * the same transaction, that the person still has `matched` records and that the ticked ones still
 * count what the confirmation showed (`expected`); otherwise 409 and nothing goes. Returns what went,
 * and the log reference.
 */
export async function erasePersonalData(
  ctx: AppContext,
  kind: LeadKind,
  id: string,
  request: { refs: RecordRef[]; expected: PersonalDataCounts; matched: number },
) {
  const erased = await ctx.db.transaction(async (tx) => {
    const m = await matchPerson(ctx, tx, kind, id);
    const g = await gather(tx, m, request.refs);
    const counts = countsOf(g.selected);
    if (m.records.length !== request.matched || !sameCounts(counts, request.expected))
      throw new HttpError(409, RECORDS_CHANGED);
    await tx.delete(leadNotes).where(ofLeads(leadNotes, g.ids));
    await tx.delete(leadEvents).where(ofLeads(leadEvents, g.ids));
    // Replies, drafts and follow-ups hold the person's name and what was written to them.
    await tx.delete(leadReplies).where(ofLeads(leadReplies, g.ids));
    await tx.delete(replyDrafts).where(ofLeads(replyDrafts, g.ids));
    await tx.delete(followUps).where(ofLeads(followUps, g.ids));
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    if (g.codes.length) await tx.delete(otpChallenges).where(inArray(otpChallenges.id, ids(g.codes)));
    if (g.contacts.length) await tx.delete(contacts).where(inArray(contacts.id, g.ids.contact));
    if (g.demos.length) await tx.delete(demoRequests).where(inArray(demoRequests.id, g.ids.demo));
    if (g.visitors.length) await tx.delete(ipRecords).where(inArray(ipRecords.id, ids(g.visitors)));
    return { counts, ref: personRef(ctx, g.lead.email), left: m.records.length - g.selected.length };
  });
  // The lead lists count these tables; their kept totals are stale now (decision 32).
  for (const t of [contacts, demoRequests]) ctx.listTotals.changed(getTableName(t));
  return erased;
}
