import type { EventsReport } from "~/contract/analytics-goals";
import type { AppContext } from "../../context";
import { goalsReport } from "./goals";
import type { RollupRow } from "./rollup-row";
import { bookingFunnel, savedFunnelsReport } from "./step-funnels";

/**
 * The report's events part: events seen and goals (from rollups and open days, like the rest), the
 * booking funnel and saved funnels (per visitor and day: finished days from their stored counts, open
 * days from raw events).
 */
export async function eventsReport(
  ctx: AppContext,
  range: { from: string; to: string; previousFrom: string; previousTo: string },
  rows: RollupRow[],
  visitors: { current: number; previous: number },
): Promise<EventsReport> {
  const [goals, booking, funnels] = await Promise.all([
    goalsReport(ctx, range, rows, visitors),
    bookingFunnel(ctx, range.from, range.to),
    savedFunnelsReport(ctx, range.from, range.to),
  ]);
  return { ...goals, bookingFunnel: booking, funnels };
}
