// The row every report reads, in a leaf of its own: the per-report modules and the composer (report.ts)
// all use it, and none of them imports another for it.

/** One rolled-up count of a day (or a period) for one value of one dimension. */
export interface RollupRow {
  /** The day, or for a dimension summed over a period, the period's first day. */
  day: string;
  dimension: string;
  value: string;
  visitors: number;
  page_views: number;
  sessions: number;
  bounces: number;
}
