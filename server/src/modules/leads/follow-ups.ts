import { and, asc, count, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Temporal } from "temporal-polyfill";
import type {
  FollowUp,
  FollowUpBoard,
  FollowUpDone,
  FollowUpInput,
  FollowUpsDue,
} from "~/contract/follow-ups";
import type { LeadKind } from "~/contract/lead-status";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { admins, contacts, demoRequests, followUps } from "../../platform/db/schema";
import { HttpError, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { defineJob, type JobRun } from "../../platform/jobs";
import { leadNoun, leadTable } from "./leads";
import { leadLink } from "./notify";

// Follow-ups (issue 26, item 2): a task on a lead, due at a time, for an assignee, who is mailed once
// when it falls due by a durable job (ADR 0033).

type Row = typeof followUps.$inferSelect;

const assignee = alias(admins, "assignee");
/** The lead's name, whichever table it is in (a follow-up of a deleted lead has none and is not listed). */
const leadName = sql<string | null>`coalesce(${contacts.name}, ${demoRequests.fullName})`;

const selection = { f: followUps, assigneeEmail: assignee.email, leadName };

const base = (db: Db) =>
  db
    .select(selection)
    .from(followUps)
    .leftJoin(assignee, eq(assignee.id, followUps.assigneeId))
    .leftJoin(contacts, and(eq(followUps.leadKind, "contact"), eq(contacts.id, followUps.leadId)))
    .leftJoin(demoRequests, and(eq(followUps.leadKind, "demo"), eq(demoRequests.id, followUps.leadId)));

const toFollowUp = (r: { f: Row; assigneeEmail: string | null; leadName: string | null }): FollowUp => ({
  _id: r.f.id,
  leadKind: r.f.leadKind,
  leadId: r.f.leadId,
  leadName: r.leadName ?? "",
  dueAt: r.f.dueAt.toISOString(),
  note: r.f.note,
  assigneeId: r.f.assigneeId,
  assigneeEmail: r.assigneeEmail,
  createdBy: r.f.createdBy,
  doneAt: r.f.doneAt?.toISOString() ?? null,
  doneBy: r.f.doneBy,
  version: r.f.version,
});

/** The follow-up's mail job: one per follow-up and due time, so a changed time gets its own. */
export const followUpJobKey = (id: string, dueAt: Date) => `followup:${id}:${dueAt.getTime()}`;

/** Midnight after `now` in the company's time zone: "Due today" ends there. */
export function endOfToday(ctx: AppContext): Date {
  const zone = ctx.company.current().timeZone;
  const today = Temporal.Instant.fromEpochMilliseconds(ctx.clock().getTime()).toZonedDateTimeISO(zone);
  const next = today.toPlainDate().add({ days: 1 }).toZonedDateTime({ timeZone: zone });
  return new Date(next.epochMilliseconds);
}

/** The lead's follow-ups, open first by due time, then done ones; 404 for an unknown lead. */
export async function leadFollowUps(ctx: AppContext, kind: LeadKind, leadId: string): Promise<FollowUp[]> {
  const t = leadTable(kind);
  const [lead] = await ctx.db.select({ id: t.id }).from(t).where(eq(t.id, leadId)).limit(1);
  if (!lead) throw notFound(leadNoun[kind]);
  const rows = await base(ctx.db)
    .where(and(eq(followUps.leadKind, kind), eq(followUps.leadId, leadId)))
    .orderBy(sql`${followUps.doneAt} is not null`, asc(followUps.dueAt));
  return rows.map(toFollowUp);
}

/** Open follow-ups (of live leads), mine or everyone's, grouped: overdue, due later today, upcoming. */
export async function followUpBoard(
  ctx: AppContext,
  scope: "mine" | "all",
  adminId: string,
): Promise<FollowUpBoard> {
  const open: SQL[] = [isNull(followUps.doneAt), sql`${leadName} is not null`];
  if (scope === "mine") open.push(eq(followUps.assigneeId, adminId));
  const rows = (
    await base(ctx.db)
      .where(and(...open))
      .orderBy(asc(followUps.dueAt))
      .limit(500)
  ).map(toFollowUp);
  const now = ctx.clock().getTime();
  const midnight = endOfToday(ctx).getTime();
  const due = (f: FollowUp) => Date.parse(f.dueAt);
  return {
    overdue: rows.filter((f) => due(f) <= now),
    today: rows.filter((f) => due(f) > now && due(f) < midnight),
    upcoming: rows.filter((f) => due(f) >= midnight),
  };
}

/** The dashboard tile: open follow-ups (everyone's) due before midnight, and the past-due ones. */
export async function followUpsDue(ctx: AppContext): Promise<FollowUpsDue> {
  const n = async (before: Date) =>
    (
      await ctx.db
        .select({ n: count() })
        .from(followUps)
        .where(and(isNull(followUps.doneAt), lt(followUps.dueAt, before)))
    )[0]?.n ?? 0;
  const [due, overdue] = await Promise.all([n(endOfToday(ctx)), n(new Date(ctx.clock().getTime() + 1))]);
  return { due, overdue };
}

async function oneFollowUp(db: Db, id: string): Promise<FollowUp> {
  const [row] = await base(db).where(eq(followUps.id, id)).limit(1);
  if (!row) throw notFound("Follow-up");
  return toFollowUp(row);
}

/**
 * Adds a follow-up and its due mail job in one transaction. The assignee defaults to the lead's, else
 * whoever adds it; a named one must be a staff member (400). A time already past is mailed at the next poll.
 */
export async function addFollowUp(
  ctx: AppContext,
  kind: LeadKind,
  leadId: string,
  input: FollowUpInput,
  staff: { adminId: string; email: string },
): Promise<FollowUp> {
  const t = leadTable(kind);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    const [lead] = await tx.select({ assignedTo: t.assignedTo }).from(t).where(eq(t.id, leadId)).limit(1);
    if (!lead) throw notFound(leadNoun[kind]);
    const assigneeId = input.assigneeId ?? lead.assignedTo ?? staff.adminId;
    const [member] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.id, assigneeId))
      .limit(1);
    if (!member) throw new HttpError(400, "Choose a staff member.");
    const dueAt = new Date(input.dueAt);
    await tx.insert(followUps).values({
      id,
      leadKind: kind,
      leadId,
      dueAt,
      note: input.note,
      assigneeId,
      createdBy: staff.email,
      createdAt: ctx.clock(),
    });
    await followUpDueJob.enqueue(tx, ctx, {
      key: followUpJobKey(id, dueAt),
      runAt: dueAt,
      payload: { followUpId: id, dueAt: dueAt.toISOString() },
    });
  });
  return oneFollowUp(ctx.db, id);
}

/** Done, or open again; 404 when gone, 409 when the version is stale. */
export async function setFollowUpDone(
  ctx: AppContext,
  id: string,
  input: FollowUpDone,
  by: string,
): Promise<FollowUp> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(followUps).where(eq(followUps.id, id)).for("update").limit(1);
    if (!row) throw notFound("Follow-up");
    if (row.version !== input.version) throw new HttpError(409, "Changed by someone else, reload.");
    await tx
      .update(followUps)
      .set({
        doneAt: input.done ? ctx.clock() : null,
        doneBy: input.done ? by : null,
        version: row.version + 1,
      })
      .where(eq(followUps.id, id));
  });
  return oneFollowUp(ctx.db, id);
}

export async function deleteFollowUp(ctx: AppContext, id: string): Promise<boolean> {
  const gone = await ctx.db.delete(followUps).where(eq(followUps.id, id)).returning({ id: followUps.id });
  return gone.length > 0;
}

interface DuePayload extends Record<string, unknown> {
  followUpId: string;
  /** The due time it was scheduled for (ISO). */
  dueAt: string;
}

/**
 * The assignee's mail when a follow-up falls due. Nothing is sent when it was deleted or done since, its
 * lead is gone, or it has no assignee; `mailedAt` records the send (the step keeps a retry from resending).
 */
async function mailDue(ctx: AppContext, p: DuePayload, job: JobRun): Promise<void> {
  const [row] = await base(ctx.db).where(eq(followUps.id, p.followUpId)).limit(1);
  if (!row || row.f.doneAt || !row.assigneeEmail || row.leadName === null) return;
  if (row.f.dueAt.toISOString() !== p.dueAt) return;
  const f = toFollowUp(row);
  const to = row.assigneeEmail;
  await job.step("mail", () =>
    ctx.outbox.send({
      channel: "email",
      to,
      subject: `Follow-up due: ${f.leadName}`,
      text:
        `A follow-up on ${f.leadName} is due now (${row.f.dueAt.toUTCString()}).\n\n${f.note}\n\n` +
        `Lead: ${leadLink(ctx, f.leadKind, f.leadId)}\n`,
    }),
  );
  await job.step("record", () =>
    ctx.db.update(followUps).set({ mailedAt: ctx.clock() }).where(eq(followUps.id, f._id)),
  );
}

export const followUpDueJob = defineJob<DuePayload>("followup.due", mailDue);
