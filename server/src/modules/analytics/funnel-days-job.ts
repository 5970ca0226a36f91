import { eq } from "drizzle-orm";
import { analyticsFunnels } from "../../platform/db/schema";
import { defineJob } from "../../platform/jobs";
import { companyToday } from "./company-day";
import { countPastDays } from "./funnel-days";
import { funnelDef } from "./funnel-sql";

// A funnel just saved has no stored days. This job counts them in the background (decision 51), so the
// first report that shows the funnel sums stored days instead of counting its whole past while the owner
// waits. A report that comes first still counts what is missing itself; the per-day lock keeps it once.

interface FunnelDaysPayload {
  [field: string]: unknown;
  funnelId: string;
}

export const funnelDaysJob = defineJob<FunnelDaysPayload>(
  "analytics.funnel_days",
  async (ctx, { funnelId }) => {
    const [funnel] = await ctx.db
      .select({ steps: analyticsFunnels.steps })
      .from(analyticsFunnels)
      .where(eq(analyticsFunnels.id, funnelId));
    // Deleted before its turn: nothing to count, and nothing left behind for the upkeep to drop.
    if (!funnel) return;
    await countPastDays(ctx.db, funnelDef(funnel.steps, false), companyToday(ctx));
  },
);
