// KPI_BENCH_TRACE=1: records a Chromium trace of each extraction and prints the main thread's tasks over
// 50 ms with what filled them (the profile behind a "long task" figure).
import type { Browser, Page } from "playwright-core";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event: what the task cost, without the waits of a busy machine. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { functionName?: string; url?: string; type?: string } };
}

export const tracing = process.env.KPI_BENCH_TRACE === "1";

export async function startTrace(browser: Browser, page: Page): Promise<void> {
  if (tracing)
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "blink"],
    });
}

export async function reportTrace(browser: Browser, label: string): Promise<void> {
  if (!tracing) return;
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  if (!main) return;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const long = onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 50_000);
  console.log(`\n${label}: ${long.length} main-thread task(s) over 50 ms`);
  for (const task of long) {
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0),
    );
    const byName = new Map<string, number>();
    for (const e of inside) {
      const d = e.args?.data;
      const key = `${e.name}${d?.functionName ? ` ${d.functionName}` : ""}${d?.type ? ` ${d.type}` : ""}${d?.url ? ` ${d.url.split("/").pop()}` : ""}`;
      byName.set(key, Math.max(byName.get(key) ?? 0, e.dur ?? 0));
    }
    const top = [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, d]) => `${k} ${(d / 1000).toFixed(0)} ms`);
    console.log(
      `  ${((task.dur ?? 0) / 1000).toFixed(0)} ms (${((task.tdur ?? 0) / 1000).toFixed(0)} ms on the CPU): ${top.join("; ")}`,
    );
  }
}
