// npm run bench:kpi — extracts 5 KPI rules from generated 10-column CSVs of 10k, 100k and 1M rows:
// in Node with the shared module (each size in its own process, for a clean peak memory), and in headless
// Chromium through the site's Web Worker (the real page, file chosen in the file input), reporting rows/s,
// peak memory and the longest main-thread task. Env: BUILD_DIR (default build; built if missing),
// KPI_BENCH_PORT (3142), KPI_BENCH_SIZES (e.g. "10000,100000"), CHROMIUM_PATH.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import Papa from "papaparse";
import { chromium } from "playwright-core";
import { createKpiExtractor } from "~/shared/kpi";
import { benchColumns, benchRules, benchRowsText } from "./kpi-data";

const sizes = (process.env.KPI_BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface Result {
  env: string;
  rows: number;
  fileMb: number;
  ms: number;
  peak: string;
  longestTask: string;
}

/** One Node run (child process): parse the CSV text in 1 MB chunks and fold the rows into the extractor. */
function nodeCase(rows: number): void {
  const parts: string[] = [benchColumns.join(",") + "\n"];
  for (let i = 0; i < rows; i += 10_000) parts.push(benchRowsText(i, Math.min(rows, i + 10_000)));
  const csv = parts.join("");
  parts.length = 0;
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const t0 = performance.now();
  const ex = createKpiExtractor(benchRules);
  let header = true;
  Papa.parse<string[]>(csv, {
    header: false,
    skipEmptyLines: "greedy",
    chunkSize: 1024 * 1024,
    chunk: (res: Papa.ParseResult<string[]>) => {
      peak = Math.max(peak, process.memoryUsage.rss());
      for (const row of res.data) {
        if (header) {
          ex.start(row);
          header = false;
        } else ex.push(row);
      }
    },
  } as Papa.ParseConfig<string[]>);
  const result = ex.finish();
  const ms = performance.now() - t0;
  const failed = result.outcomes.filter((o) => !o.ok);
  if (result.rowCount !== rows || failed.length)
    throw new Error(`bad extraction: ${JSON.stringify(result).slice(0, 300)}`);
  peak = Math.max(peak, process.memoryUsage.rss());
  console.log(
    JSON.stringify({
      ms,
      bytes: Buffer.byteLength(csv),
      peak: `${mb(peak)} RSS (${mb(before)} with the CSV loaded)`,
    }),
  );
}

function runNode(rows: number): Result {
  const out = execFileSync(
    process.execPath,
    [...process.execArgv, "--expose-gc", process.argv[1]!, "--node-case", String(rows)],
    { encoding: "utf8", maxBuffer: 1 << 20 },
  );
  const r = JSON.parse(out.trim().split("\n").at(-1)!) as { ms: number; bytes: number; peak: string };
  return {
    env: "Node (shared module)",
    rows,
    fileMb: r.bytes / 1024 / 1024,
    ms: r.ms,
    peak: r.peak,
    longestTask: "n/a",
  };
}

function serve(dir: string, port: number) {
  const types: Record<string, string> = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".csv": "text/csv",
    ".svg": "image/svg+xml",
    ".json": "application/json",
  };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? "/").split("?")[0]!)).replace(/^\/+/, "");
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!file.startsWith(dir) || !existsSync(file)) file = join(dir, "__spa-fallback.html");
    res
      .writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" })
      .end(readFileSync(file));
  });
  return new Promise<typeof server>((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** Resident memory of the largest renderer process of our browser (where the page and its worker run). */
function rendererRssMb(marker: string): number {
  const procs = new Map<number, { ppid: number; cmd: string }>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      procs.set(Number(name), { ppid, cmd: readFileSync(`/proc/${name}/cmdline`, "utf8") });
    } catch {
      // The process ended meanwhile.
    }
  }
  const root = [...procs].find(([, p]) => p.cmd.includes(marker))?.[0];
  if (root === undefined) return 0;
  const ours = (pid: number): boolean => {
    for (let p = pid, n = 0; p > 1 && n < 10; p = procs.get(p)?.ppid ?? 0, n++) if (p === root) return true;
    return false;
  };
  let max = 0;
  for (const [pid, p] of procs) {
    if (!p.cmd.includes("--type=renderer") || !ours(pid)) continue;
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
      max = Math.max(max, kb / 1024);
    } catch {
      // Ended meanwhile.
    }
  }
  return max;
}

async function runBrowser(): Promise<Result[]> {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const client = resolve(buildDir, "client");
  if (!existsSync(join(client, "platform/kpi-extract/index.html"))) {
    console.log(`Building the site into ${buildDir}…`);
    const r = spawnSync("node_modules/.bin/react-router", ["build"], {
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (r.status !== 0) throw new Error("build failed");
  }
  const port = Number(process.env.KPI_BENCH_PORT ?? 3142);
  const server = await serve(client, port);
  const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (p) => p && existsSync(p),
  );
  // A harmless unknown switch marks our browser process, to find its renderers in /proc.
  const marker = `--kpi-bench-run=${process.pid}`;
  const browser = await chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--js-flags=--expose-gc",
      marker,
    ],
  });
  const canSample = existsSync("/proc/self/stat");
  const results: Result[] = [];
  try {
    for (const rows of sizes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __longest: number; __gap: number };
        w.__longest = 0;
        w.__gap = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
        }).observe({ type: "longtask", buffered: true });
      });
      await page.goto(`http://127.0.0.1:${port}/platform/kpi-extract`);
      await page.getByRole("tab", { name: "Data Extraction" }).click();
      await page.getByRole("button", { name: "Try with sample data" }).waitFor();
      // Generate the file inside the page (a 70 MB transfer over the protocol would dominate) and choose it.
      const bytes = await page.evaluate(
        ({ rows, header, gen }) => {
          const rowsText = new Function("from", "to", `return (${gen})(from, to);`) as (
            a: number,
            b: number,
          ) => string;
          const parts = [header + "\n"];
          for (let i = 0; i < rows; i += 20_000) parts.push(rowsText(i, Math.min(rows, i + 20_000)));
          const file = new File(parts, "bench.csv", { type: "text/csv" });
          const input = document.querySelector<HTMLInputElement>("#kpi-file")!;
          const dt = new DataTransfer();
          dt.items.add(file);
          (window as unknown as { __file: File }).__file = file;
          input.files = dt.files;
          return file.size;
        },
        { rows, header: benchColumns.join(","), gen: benchRowsText.toString() },
      );
      // Rules first (the form appears once a file is read), so read the file, then set 5 rules.
      await page.evaluate(() =>
        document.querySelector("#kpi-file")!.dispatchEvent(new Event("change", { bubbles: true })),
      );
      await page.getByRole("heading", { name: "Preview: bench.csv" }).waitFor({ timeout: 120_000 });
      for (let i = 1; i < benchRules.length; i++)
        await page.getByRole("button", { name: "Add KPI rule" }).click();
      const fieldsets = page.locator("fieldset");
      for (const [i, rule] of benchRules.entries()) {
        const f = fieldsets.nth(i);
        await f.getByLabel("Name").fill(rule.name);
        await f.getByLabel("Column").selectOption(rule.column);
        await f.getByLabel("Aggregate").selectOption(rule.aggregate);
        await f.getByLabel("Target").fill(String(rule.target));
        if ("filter" in rule) {
          await f.getByLabel("Only rows where").selectOption(rule.filter.column);
          await f.getByLabel("equals").fill(rule.filter.value);
        }
      }
      // Measure the extraction: main-thread long tasks and heartbeat gaps, renderer memory, wall time.
      await page.evaluate(() => {
        const w = window as unknown as { __longest: number; __gap: number; __beat: number; gc?: () => void };
        // Collect the garbage left by generating the file in the page, so it does not land inside the measurement.
        w.gc?.();
        w.__longest = 0;
        w.__gap = 0;
        let last = performance.now();
        w.__beat = window.setInterval(() => {
          const now = performance.now();
          w.__gap = Math.max(w.__gap, now - last);
          last = now;
        }, 5);
      });
      let peakMb = canSample ? rendererRssMb(marker) : 0;
      const sampler = setInterval(
        () => (peakMb = canSample ? Math.max(peakMb, rendererRssMb(marker)) : 0),
        100,
      );
      const t0 = performance.now();
      await page.getByRole("button", { name: "Extract KPIs" }).click();
      await page.getByText(/5 KPIs added to your dashboard from/).waitFor({ timeout: 120_000 });
      const ms = performance.now() - t0;
      clearInterval(sampler);
      const { longest, gap } = await page.evaluate(() => {
        const w = window as unknown as { __longest: number; __gap: number; __beat: number };
        clearInterval(w.__beat);
        return { longest: w.__longest, gap: w.__gap };
      });
      const text = await page.getByText(/5 KPIs added/).textContent();
      if (!text?.includes(rows.toLocaleString("en-IN"))) throw new Error(`unexpected result: ${text}`);
      results.push({
        env: "Chromium (worker)",
        rows,
        fileMb: bytes / 1024 / 1024,
        ms,
        peak: peakMb > 0 ? `${peakMb.toFixed(0)} MB renderer RSS` : "n/a",
        longestTask:
          longest > 0
            ? `${longest.toFixed(0)} ms long task; max timer gap ${gap.toFixed(0)} ms`
            : `no task over 50 ms; max timer gap ${gap.toFixed(0)} ms`,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}

async function main() {
  const idx = process.argv.indexOf("--node-case");
  if (idx > 0) return nodeCase(Number(process.argv[idx + 1]));
  const results: Result[] = [];
  for (const rows of sizes) results.push(runNode(rows));
  results.push(...(await runBrowser()));
  console.log("\n| Where | Rows | CSV size | Extract time | Rows/s | Peak memory | Main thread |");
  console.log("|---|---:|---:|---:|---:|---|---|");
  for (const r of results) {
    console.log(
      `| ${r.env} | ${r.rows.toLocaleString("en")} | ${r.fileMb.toFixed(1)} MB | ${(r.ms / 1000).toFixed(2)} s | ${Math.round(r.rows / (r.ms / 1000)).toLocaleString("en")} | ${r.peak} | ${r.longestTask} |`,
    );
  }
  const big = results.find((r) => r.env.startsWith("Chromium") && r.rows === 1_000_000);
  if (big) console.log(`\n1M rows in the browser: ${(big.ms / 1000).toFixed(2)} s (target ≤ 3 s).`);
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
