import { desc, eq } from "drizzle-orm";
import type { EventsReport, FunnelInput, SavedFunnel, StepCounts } from "~/contract/analytics-goals";
import type { AppContext } from "../../context";
import { analyticsFunnelCounts, analyticsFunnelDays, analyticsFunnels } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { companyToday } from "./company-day";
import { funnelCounts, lockFunnelDays } from "./funnel-days";
import { funnelDaysJob } from "./funnel-days-job";
import { BOOKING, type CountRow, funnelDef } from "./funnel-sql";

const TOP = 10;

/** Per value, how many visitor-days reached each step; sorted by the furthest step first. */
function countsBy(rows: CountRow[], dimension: CountRow["dimension"], length: number): StepCounts[] {
  const by = new Map<string, StepCounts>();
  for (const r of rows) {
    if (r.dimension !== dimension) continue;
    const c =
      by.get(r.value) ??
      by.set(r.value, { value: r.value, steps: Array<number>(length).fill(0) }).get(r.value)!;
    for (let i = 0; i < r.reached; i++) c.steps[i]! += r.n;
  }
  const deeper = (a: StepCounts, b: StepCounts) => {
    for (let i = length - 1; i >= 0; i--) if (a.steps[i] !== b.steps[i]) return b.steps[i]! - a.steps[i]!;
    return a.value.localeCompare(b.value);
  };
  return [...by.values()].sort(deeper);
}

/** The booking funnel of [from, to], overall and by landing page and UTM source. */
export async function bookingFunnel(
  ctx: AppContext,
  from: string,
  to: string,
): Promise<EventsReport["bookingFunnel"]> {
  const rows = await funnelCounts(ctx.db, BOOKING, from, to, companyToday(ctx));
  const length = BOOKING.steps.length;
  return {
    total: countsBy(rows, "total", length)[0] ?? { value: "", steps: BOOKING.steps.map(() => 0) },
    byLandingPage: countsBy(rows, "landing", length).slice(0, TOP),
    bySource: countsBy(rows, "source", length).slice(0, TOP),
  };
}

const toFunnel = (f: typeof analyticsFunnels.$inferSelect): SavedFunnel => ({
  id: f.id,
  name: f.name,
  steps: f.steps,
  createdBy: f.createdBy,
  createdAt: f.createdAt.toISOString(),
});

export async function listFunnels(ctx: AppContext): Promise<SavedFunnel[]> {
  const rows = await ctx.db.select().from(analyticsFunnels).orderBy(desc(analyticsFunnels.createdAt));
  return rows.map(toFunnel);
}

export async function createFunnel(
  ctx: AppContext,
  input: FunnelInput,
  adminId: string,
): Promise<SavedFunnel> {
  const row = await ctx.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(analyticsFunnels)
      .values({
        id: newId(),
        name: input.name,
        steps: input.steps,
        createdBy: adminId,
        createdAt: ctx.clock(),
      })
      .returning();
    // Its past days are counted in the background (funnel-days-job.ts); the job commits with the funnel.
    await funnelDaysJob.enqueue(tx, ctx, {
      key: `analytics.funnel_days:${made!.id}`,
      runAt: ctx.clock(),
      payload: { funnelId: made!.id },
    });
    return made!;
  });
  return toFunnel(row);
}

/** Deletes a saved funnel, and its stored counts unless another saved funnel has the same steps. */
export async function deleteFunnel(ctx: AppContext, id: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    // After any count of its days in progress, which then finds it gone and stores nothing.
    await lockFunnelDays(tx);
    const [gone] = await tx
      .delete(analyticsFunnels)
      .where(eq(analyticsFunnels.id, id))
      .returning({ steps: analyticsFunnels.steps });
    if (!gone) return false;
    const { key } = funnelDef(gone.steps, false);
    const left = await tx.select({ steps: analyticsFunnels.steps }).from(analyticsFunnels);
    if (!left.some((f) => funnelDef(f.steps, false).key === key)) {
      await tx.delete(analyticsFunnelCounts).where(eq(analyticsFunnelCounts.funnel, key));
      await tx.delete(analyticsFunnelDays).where(eq(analyticsFunnelDays.funnel, key));
    }
    return true;
  });
}

/** Every saved funnel with the visitor-days reaching each of its steps in [from, to]. */
export async function savedFunnelsReport(
  ctx: AppContext,
  from: string,
  to: string,
): Promise<EventsReport["funnels"]> {
  const funnels = await listFunnels(ctx);
  return Promise.all(
    funnels.map(async (f) => {
      const rows = await funnelCounts(ctx.db, funnelDef(f.steps, false), from, to, companyToday(ctx));
      const counts = countsBy(rows, "total", f.steps.length)[0]?.steps ?? f.steps.map(() => 0);
      return { id: f.id, name: f.name, steps: f.steps, counts };
    }),
  );
}
