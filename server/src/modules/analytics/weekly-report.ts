import { and, count, eq, gte, isNotNull, lt, ne } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { adminPaths } from "~/shared/paths";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { admins, analyticsWeeklyRecipients, contacts, demoBookings } from "../../platform/db/schema";
import { defineJob, type JobRun } from "../../platform/jobs";
import { companyDaysSpan } from "./company-day";
import { trafficReport } from "./report";
import { type WeekFigure, type WeeklyGoal, type WeeklyReportData, weeklyReportMail } from "./weekly-mail";

// The weekly analytics mail (ADR 0050): a durable job (ADR 0033) per Monday 09:00 company time, keyed by
// that Monday, so every instance that schedules it makes the same one row and one instance sends it.
// Each run schedules the next Monday's while any owner still wants the mail; opting in schedules it too.

export const WEEKLY_REPORT_HOUR = 9;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface WeeklyReportPayload extends Record<string, unknown> {
  /** The company-zone date of the Monday the mail goes out (YYYY-MM-DD). */
  monday: string;
}

export const weeklyReportKey = (monday: string) => `analytics-weekly:${monday}`;

const sendTime = (monday: Temporal.PlainDate, timeZone: string) =>
  new Date(
    monday.toZonedDateTime({ timeZone, plainTime: new Temporal.PlainTime(WEEKLY_REPORT_HOUR) })
      .epochMilliseconds,
  );

/** The first Monday 09:00 in `timeZone` at or after `at`. */
export function nextWeeklyRun(at: Date, timeZone: string): { monday: string; runAt: Date } {
  const today = Temporal.Instant.fromEpochMilliseconds(at.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  let monday = today.add({ days: (8 - today.dayOfWeek) % 7 });
  if (sendTime(monday, timeZone) < at) monday = monday.add({ days: 7 });
  return { monday: monday.toString(), runAt: sendTime(monday, timeZone) };
}

/** Schedules the mail of the next Monday (a no-op when it is scheduled already). */
export async function scheduleWeeklyReport(db: Db, ctx: AppContext, after = ctx.clock()): Promise<void> {
  const { monday, runAt } = nextWeeklyRun(after, ctx.company.current().timeZone);
  await weeklyReportJob.enqueue(db, ctx, { key: weeklyReportKey(monday), runAt, payload: { monday } });
}

/** Owners who asked for the mail (a member made staff since gets none). */
export async function weeklyRecipients(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ email: admins.email })
    .from(analyticsWeeklyRecipients)
    .innerJoin(admins, eq(admins.id, analyticsWeeklyRecipients.adminId))
    .where(eq(admins.role, "owner"))
    .orderBy(admins.email);
  return rows.map((r) => r.email);
}

export async function weeklyReportWanted(ctx: AppContext, adminId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ adminId: analyticsWeeklyRecipients.adminId })
    .from(analyticsWeeklyRecipients)
    .where(eq(analyticsWeeklyRecipients.adminId, adminId));
  return Boolean(row);
}

/** Opts a member in or out; opting in makes sure next Monday's mail is scheduled, in the same transaction. */
export async function setWeeklyReport(ctx: AppContext, adminId: string, enabled: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!enabled) {
      await tx.delete(analyticsWeeklyRecipients).where(eq(analyticsWeeklyRecipients.adminId, adminId));
      return;
    }
    await tx
      .insert(analyticsWeeklyRecipients)
      .values({ adminId, createdAt: ctx.clock() })
      .onConflictDoNothing();
    await scheduleWeeklyReport(tx, ctx);
  });
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Contact messages (not Spam) and demos booked in [from, to], company days like the rest of the report. */
async function leadFigures(ctx: AppContext, from: string, to: string) {
  const { start, end } = companyDaysSpan(ctx, from, to);
  const [leads] = await ctx.db
    .select({ n: count() })
    .from(contacts)
    .where(and(gte(contacts.createdAt, start), lt(contacts.createdAt, end), ne(contacts.leadStatus, "spam")));
  const [demos] = await ctx.db
    .select({ n: count() })
    .from(demoBookings)
    .where(
      and(
        isNotNull(demoBookings.confirmedAt),
        gte(demoBookings.confirmedAt, start),
        lt(demoBookings.confirmedAt, end),
      ),
    );
  return { leads: leads?.n ?? 0, demos: demos?.n ?? 0 };
}

/** The figures of the seven company days before `monday`, each with the seven before them. */
export async function weeklyReportData(ctx: AppContext, monday: string): Promise<WeeklyReportData> {
  const from = shiftDay(monday, -7);
  const to = shiftDay(monday, -1);
  const report = await trafficReport(ctx, { from, to, compare: "previous" });
  const [now, before] = await Promise.all([
    leadFigures(ctx, from, to),
    leadFigures(ctx, report.previousFrom, report.previousTo),
  ]);
  // The goals configured on the Analytics screen, with the week's conversions against the week before.
  const goals: WeeklyGoal[] = report.goals.map((g) => ({
    name: g.name,
    conversions: g.conversions,
    previous: g.previousConversions,
  }));
  const fig = (current: number, previous: number): WeekFigure => ({ current, previous });
  const top = (rows: { value: string; visitors: number }[]) =>
    rows.slice(0, 5).map(({ value, visitors }) => ({ value, visitors }));
  return {
    from,
    to,
    timeZone: ctx.company.current().timeZone,
    visitors: fig(report.totals.visitors, report.previous.visitors),
    pageViews: fig(report.totals.pageViews, report.previous.pageViews),
    leads: fig(now.leads, before.leads),
    demosBooked: fig(now.demos, before.demos),
    topPages: top(report.tables.pages),
    topSources: top(report.tables.referrers),
    goals,
    reportUrl: `${ctx.config.adminBaseUrl}${adminPaths.analytics}?from=${from}&to=${to}`,
  };
}

async function sendWeeklyReport(ctx: AppContext, { monday }: WeeklyReportPayload, job: JobRun) {
  const recipients = await weeklyRecipients(ctx);
  // Nobody wants it any more: the chain stops here, and the next opt-in starts it again.
  if (!recipients.length) return;
  // The next Monday's first, so a mail that fails for good does not end the chain.
  await scheduleWeeklyReport(
    ctx.db,
    ctx,
    new Date(Math.max(ctx.clock().getTime(), Date.parse(monday) + DAY_MS)),
  );
  const mail = weeklyReportMail(await weeklyReportData(ctx, monday));
  // One step per recipient: a retry after one failed send does not mail the others again.
  for (const to of recipients)
    await job.step(`mail:${to}`, () => ctx.outbox.send({ channel: "email", to, ...mail }));
}

export const weeklyReportJob = defineJob<WeeklyReportPayload>("analytics.weekly_report", sendWeeklyReport);
