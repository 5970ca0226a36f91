import { and, count, gte, ne } from "drizzle-orm";
import type { DashboardStats } from "~/contract/analytics";
import type { AppContext } from "../context";
import { utcDay } from "../lib/clock";
import { rollupRows, totalsOf } from "./analytics/report";
import { contacts, demoRequests, ipRecords, kpis } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** The real counts the admin dashboard shows. */
export async function dashboardStats(ctx: AppContext): Promise<DashboardStats> {
  const now = ctx.clock();
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const traffic = rollupRows(ctx, utcDay(new Date(now.getTime() - 29 * DAY_MS)), utcDay(now)).then(totalsOf);
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  // Leads count as the lists show them by default: Spam left out (ADR 0028).
  const notSpam = ne(contacts.leadStatus, "spam");
  const [c, v, d, k, recent, t] = await Promise.all([
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
  ]);
  return {
    contacts: c,
    visitors: v,
    demoRequests: d,
    kpis: k,
    contactsLast7Days: recent,
    pageViews: t.pageViews,
    sessions: t.sessions,
  };
}
