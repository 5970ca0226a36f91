import { count, gte } from "drizzle-orm";
import type { DashboardStats } from "~/contract/analytics";
import type { AppContext } from "../context";
import { contacts, demoRequests, ipRecords, kpis } from "../db/schema";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The real counts the admin dashboard shows. */
export async function dashboardStats(ctx: AppContext): Promise<DashboardStats> {
  const weekAgo = new Date(ctx.clock().getTime() - WEEK_MS);
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [c, v, d, k, recent] = await Promise.all([
    n(ctx.db.select({ n: count() }).from(contacts)),
    n(ctx.db.select({ n: count() }).from(ipRecords)),
    n(ctx.db.select({ n: count() }).from(demoRequests)),
    n(ctx.db.select({ n: count() }).from(kpis)),
    n(ctx.db.select({ n: count() }).from(contacts).where(gte(contacts.createdAt, weekAgo))),
  ]);
  return { contacts: c, visitors: v, demoRequests: d, kpis: k, contactsLast7Days: recent };
}
