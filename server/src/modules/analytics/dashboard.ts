import { and, count, eq, gte, isNotNull, lt, lte, ne, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { DashboardStats } from "~/contract/analytics";
import type { AppContext } from "../../context";
import { addDays } from "../../platform/zoned-day";
import { companyToday } from "./company-day";
import { rollupRows, totalsOf } from "./report";
import { contacts, demoBookings, demoRequests, ipRecords, kpis } from "../../platform/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** How far back the no-show rate looks. */
export const NO_SHOW_DAYS = 90;

/** The current ISO week (Monday 00:00 to the next Monday 00:00) in `timeZone`, as instants. */
export function isoWeekOf(now: Date, timeZone: string): { from: Date; to: Date } {
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  // toZonedDateTime gives the day's first instant, which is not always 00:00 where a clock change falls.
  const at = (d: Temporal.PlainDate) => new Date(d.toZonedDateTime(timeZone).epochMilliseconds);
  return { from: at(monday), to: at(monday.add({ days: 7 })) };
}

/** The dashboard's demo tiles: this week's confirmed demos, and the no-show rate of recent past ones. */
async function demoFigures(ctx: AppContext, now: Date) {
  const week = isoWeekOf(now, ctx.company.current().timeZone);
  const since = new Date(now.getTime() - NO_SHOW_DAYS * DAY_MS);
  const confirmed = eq(demoBookings.status, "confirmed");
  const [thisWeek, attendance] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(demoBookings)
      .where(and(confirmed, gte(demoBookings.startsAt, week.from), lt(demoBookings.startsAt, week.to))),
    ctx.db
      .select({
        recorded: count(),
        noShows: sql<number>`count(*) filter (where ${demoBookings.attendance} = 'no_show')`.mapWith(Number),
      })
      .from(demoBookings)
      .where(
        and(
          confirmed,
          isNotNull(demoBookings.attendance),
          gte(demoBookings.startsAt, since),
          lte(demoBookings.startsAt, now),
        ),
      ),
  ]);
  const { recorded = 0, noShows = 0 } = attendance[0] ?? {};
  return { demosThisWeek: thisWeek[0]?.n ?? 0, noShowRate: recorded === 0 ? null : noShows / recorded };
}

/** The real counts the admin dashboard shows. */
export async function dashboardStats(ctx: AppContext): Promise<DashboardStats> {
  const now = ctx.clock();
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const today = companyToday(ctx);
  const traffic = rollupRows(ctx, addDays(today, -29), today).then(totalsOf);
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  // Leads count as the lists show them by default: Spam left out (ADR 0028).
  const notSpam = ne(contacts.leadStatus, "spam");
  const [c, v, d, k, recent, t, demos] = await Promise.all([
    n(ctx.db.select({ n: count() }).from(contacts).where(notSpam)),
    n(ctx.db.select({ n: count() }).from(ipRecords)),
    n(ctx.db.select({ n: count() }).from(demoRequests).where(ne(demoRequests.leadStatus, "spam"))),
    n(ctx.db.select({ n: count() }).from(kpis)),
    n(
      ctx.db
        .select({ n: count() })
        .from(contacts)
        .where(and(notSpam, gte(contacts.createdAt, weekAgo))),
    ),
    traffic,
    demoFigures(ctx, now),
  ]);
  return {
    contacts: c,
    visitors: v,
    demoRequests: d,
    kpis: k,
    contactsLast7Days: recent,
    pageViews: t.pageViews,
    sessions: t.sessions,
    ...demos,
  };
}
