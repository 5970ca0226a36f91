import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { admins, demoBookings, demoRequests } from "../../platform/db/schema";
import { MINUTE_MS } from "../../platform/clock";
import { defineJob, type JobRun } from "../../platform/jobs";
import { leadLink, recordLeadEvent } from "../leads";
import { formatInZone } from "../../platform/time-format";
import { textMailHtml } from "../../platform/mail";

// DEMO_REMINDERS as durable jobs (ADR 0033): one job per offset, keyed by booking, sequence and offset.

export interface ReminderPayload extends Record<string, unknown> {
  bookingId: string;
  /** The booking's sequence when scheduled: a moved booking (higher sequence) has its own jobs. */
  sequence: number;
  /** Minutes before the demo. */
  offset: number;
}

export const reminderKey = (p: ReminderPayload) => `reminder:${p.bookingId}:${p.sequence}:${p.offset}`;

/**
 * Schedules the booking's reminders (one durable job per DEMO_REMINDERS offset still ahead), inside the
 * caller's transaction. A job whose booking was cancelled or moved since (another `sequence`) sends nothing.
 */
export async function scheduleReminders(
  db: Db,
  ctx: AppContext,
  booking: { id: string; startsAt: Date; sequence: number },
): Promise<void> {
  const now = ctx.clock().getTime();
  for (const offset of ctx.config.booking.reminders) {
    const runAt = new Date(booking.startsAt.getTime() - offset * MINUTE_MS);
    // An offset already passed when booked gets no reminder (a late one would arrive out of place).
    if (runAt.getTime() <= now) continue;
    const payload: ReminderPayload = { bookingId: booking.id, sequence: booking.sequence, offset };
    await reminderJob.enqueue(db, ctx, { key: reminderKey(payload), runAt, payload });
  }
}

/**
 * The booking's host takes the demo: they become the lead's assignee, the lead's history says why
 * ("booked" by the visitor, "assigned" in a handover), and the reminders are scheduled for the new time.
 */
export async function hostTakesDemo(
  tx: Db,
  ctx: AppContext,
  booking: { id: string; demoRequestId: string; hostId: string; startsAt: Date; sequence: number },
  event: { event: "booked" | "assigned"; detail: string; by?: string },
): Promise<void> {
  await tx
    .update(demoRequests)
    .set({ assignedTo: booking.hostId })
    .where(eq(demoRequests.id, booking.demoRequestId));
  await recordLeadEvent(tx, ctx, { kind: "demo", id: booking.demoRequestId, ...event });
  await scheduleReminders(tx, ctx, booking);
}

async function sendReminder(ctx: AppContext, p: ReminderPayload, job: JobRun): Promise<void> {
  const [row] = await ctx.db
    .select({ booking: demoBookings, request: demoRequests, hostEmail: admins.email })
    .from(demoBookings)
    .innerJoin(demoRequests, eq(demoRequests.id, demoBookings.demoRequestId))
    .innerJoin(admins, eq(admins.id, demoBookings.hostId))
    .where(eq(demoBookings.id, p.bookingId))
    .limit(1);
  // Gone, cancelled, moved (its new time has its own jobs) or already started: nothing to remind of.
  if (!row) return;
  const { booking, request, hostEmail } = row;
  if (booking.status !== "confirmed" || booking.sequence !== p.sequence) return;
  if (booking.startsAt.getTime() <= ctx.clock().getTime()) return;

  const when = formatInZone(booking.startsAt, booking.timeZone);
  const hostWhen = formatInZone(booking.startsAt, ctx.company.current().timeZone);
  const soon = p.offset >= 1440 ? "Your demo is coming up" : "Your demo starts soon";
  // Each message is its own step: a retry after a failed SMS does not mail the visitor again.
  await job.step("visitor-mail", async () => {
    const subject = `Reminder: your demo on ${when}`;
    const text =
      `Hello ${request.fullName},\n\n${soon}: ${when}, with ${hostEmail}.\n\n` +
      `To reschedule or cancel, use the links in your confirmation mail.\n`;
    const html = await textMailHtml(ctx, subject, text);
    await ctx.outbox.send({ channel: "email", to: request.email, subject, text, html });
  });
  await job.step("visitor-sms", () =>
    ctx.outbox.send({
      channel: "sms",
      to: request.phone,
      subject: "Demo reminder",
      text: `Reminder: your demo is on ${when} with ${hostEmail}.`,
    }),
  );
  await job.step("host-mail", () =>
    ctx.outbox.send({
      channel: "email",
      to: hostEmail,
      subject: `Reminder: demo with ${request.fullName} on ${hostWhen}`,
      text:
        `Demo with ${request.fullName}${request.companyName ? ` (${request.companyName})` : ""} ` +
        `on ${hostWhen}.\n\nEmail: ${request.email}\nMobile: ${request.phone}\n\n` +
        `Lead: ${leadLink(ctx, "demo", request.id)}\n`,
    }),
  );
  await job.step("timeline", () =>
    recordLeadEvent(ctx.db, ctx, { kind: "demo", id: request.id, event: "reminded", detail: request.email }),
  );
}

export const reminderJob = defineJob<ReminderPayload>("booking.reminder", sendReminder);
