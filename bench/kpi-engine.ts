// The comparison engine of `npm run bench:kpi`: Arquero (dev dependency, bench only) on the same file and
// the same 5 rules, in the same page. It parses the whole text into columns, as such engines do.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

export interface EngineRun {
  ms: number;
  /** Peak renderer memory during the run. */
  mb: number;
}

interface Aq {
  fromCSV: (text: string) => AqTable;
  op: Record<"sum" | "mean" | "max" | "min", (column: string) => unknown>;
}
interface AqTable {
  rollup: (values: Record<string, unknown>) => AqTable;
  filter: (predicate: (d: Record<string, unknown>) => boolean) => AqTable;
  numRows: () => number;
  object: () => Record<string, number>;
}

const source = () =>
  readFileSync(join(import.meta.dirname, "../node_modules/arquero/dist/arquero.min.js"), "utf8");

export async function arqueroCase(page: Page, rendererMb: () => number): Promise<EngineRun> {
  await page.evaluate(`${source()};void 0`);
  await page.evaluate(() => (window as unknown as { gc?: () => void }).gc?.());
  let mb = rendererMb();
  const sampler = setInterval(() => (mb = Math.max(mb, rendererMb())), 100);
  const t0 = performance.now();
  const result = await page.evaluate(async () => {
    const w = window as unknown as { aq: Aq; __file: File };
    const { aq } = w;
    const table = aq.fromCSV(await w.__file.text());
    const totals = table
      .rollup({
        revenue: aq.op.sum("revenue"),
        price: aq.op.mean("unit_price"),
        units: aq.op.max("units"),
        cost: aq.op.min("cost"),
      })
      .object();
    const north = table.filter((d) => d.region === "North").numRows();
    return { rows: table.numRows(), north, ...totals };
  });
  const ms = performance.now() - t0;
  clearInterval(sampler);
  if (result.rows <= 0 || result.north !== Math.ceil(result.rows / 4))
    throw new Error(`unexpected Arquero result: ${JSON.stringify(result)}`);
  return { ms, mb };
}
