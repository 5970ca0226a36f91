import { sql } from "drizzle-orm";
import type { ReportFilters, VitalsRow } from "~/contract/analytics-report";
import type { AppContext } from "../../context";

const TOP = 20;

/** The filters a vitals beacon can be tested against: its page and the visitor's client and place. */
const vitalsColumns = { page: "path", country: "country", browser: "browser", os: "os", device: "device" };

/**
 * p75 of each Web Vital per page, from the raw events still kept (ANALYTICS_RAW_DAYS). Filters on the
 * page, country, browser, OS and device apply; the others describe sessions a beacon does not carry.
 */
export async function vitalsReport(
  ctx: AppContext,
  from: string,
  to: string,
  filters: ReportFilters = {},
): Promise<VitalsRow[]> {
  const narrowed = Object.entries(vitalsColumns).flatMap(([f, column]) => {
    const v = filters[f as keyof typeof vitalsColumns];
    return v === undefined ? [] : [sql`and ${sql.identifier(column)} = ${v}`];
  });
  const p75 = (column: string) => sql.raw(`percentile_cont(0.75) within group (order by ${column})`);
  const result = (await ctx.db.execute(sql`
    select path, count(*)::int as samples, ${p75("lcp")} as lcp, ${p75("inp")} as inp,
      ${p75("cls")} as cls, ${p75("ttfb")} as ttfb
    from analytics_events
    where kind = 'vitals' and day >= ${from} and day <= ${to} ${sql.join(narrowed, sql` `)}
    group by path order by samples desc, path limit ${TOP}`)) as unknown as { rows: VitalsRow[] };
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return result.rows.map((r) => ({
    path: r.path,
    samples: Number(r.samples),
    lcp: num(r.lcp),
    inp: num(r.inp),
    cls: num(r.cls),
    ttfb: num(r.ttfb),
  }));
}
