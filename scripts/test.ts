// `npm test`: every check, arranged for a 2-core machine (docs/decisions/0016-test-suite-on-two-cores.md, 0023).
//   1. Chromium pre-flight (fails in a second, naming the fix).
//   2. lint, typecheck and the e2e build side by side: each is mostly one thread.
//   3. Playwright on that build as soon as it is done: its tests mostly wait on the browser and the server,
//      so they run beside the rest of step 2 and beside step 4. Its output is printed when it ends.
//   4. Vitest (site and server projects, two workers) once lint and typecheck have passed.
// Each stage keeps its own npm script, so `npm run lint` etc. stay the single definition of what they run.
import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { findChromium } from "../e2e/chromium";

interface Result {
  name: string;
  code: number;
  seconds: number;
  output: string;
}

const children = new Set<ChildProcess>();
const timings: Result[] = [];

/**
 * Runs a command; `buffer` keeps its output until it ends, so stages running side by side don't interleave.
 * An unbuffered stage is printed as it runs and kept too, so its failures can be repeated at the end.
 */
function run(name: string, cmd: string, args: string[], buffer: boolean): Promise<Result> {
  const started = performance.now();
  const child = spawn(cmd, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: process.env,
    // Its own process group, so a failed run can stop the whole stage (Playwright's server and browsers too).
    detached: true,
  });
  children.add(child);
  let output = "";
  const keep = (into: NodeJS.WriteStream) => (c: Buffer) => {
    output += c.toString();
    if (!buffer) into.write(c);
  };
  child.stdout?.on("data", keep(process.stdout));
  child.stderr?.on("data", keep(process.stderr));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      children.delete(child);
      const result = {
        name,
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
        output,
      };
      timings.push(result);
      resolve(result);
    });
  });
}

const npmRun = (script: string, buffer = false) => run(script, "npm", ["run", "--silent", script], buffer);

function summary() {
  const width = Math.max(...timings.map((t) => t.name.length));
  process.stdout.write("\nStage times (wall clock):\n");
  for (const t of timings)
    process.stdout.write(
      `  ${t.name.padEnd(width)}  ${t.seconds.toFixed(1).padStart(6)} s${t.code ? "  FAILED" : ""}\n`,
    );
}

/** Vitest's failure report (from its "Failed Tests" heading), without colours, at most 300 lines. */
function failures(output: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, "");
  const from = plain.search(/^.*Failed Tests \d+/m);
  const lines = (from >= 0 ? plain.slice(from) : plain).split("\n");
  return lines.length > 300
    ? [...lines.slice(0, 240), "…", ...lines.slice(-60)].join("\n")
    : lines.join("\n");
}

/** Sends `signal` to every running stage's process group; resolves when they have all ended, or after `ms`. */
function stopStages(signal: NodeJS.Signals, ms: number): Promise<void> {
  const running = [...children].map((child) => {
    const ended = new Promise<void>((done) => child.once("close", () => done()));
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
    return ended;
  });
  return Promise.race([Promise.all(running).then(() => undefined), sleep(ms)]);
}

async function fail(): Promise<never> {
  // SIGINT first: Playwright stops its web server on it (a SIGTERM leaves the server holding the port).
  await stopStages("SIGINT", 15_000);
  await stopStages("SIGTERM", 5_000);
  summary();
  process.exit(1);
}

process.on("SIGINT", () => void fail());
const startedAll = performance.now();

try {
  process.stdout.write(`Browser tests use ${findChromium()}\n`);
} catch (err) {
  process.stderr.write(`\n${(err as Error).message}\n\n`);
  process.exit(1);
}

process.stdout.write("lint, typecheck and build:e2e, side by side; Playwright once the build is done...\n");
const build = npmRun("build:e2e", true);
const playwright = build.then((b) =>
  b.code ? undefined : run("playwright", "npx", ["playwright", "test", "--reporter=list"], true),
);
const checks = await Promise.all([npmRun("lint", true), npmRun("typecheck", true), build]);
for (const r of checks) {
  // The build's log is long and only interesting when it failed.
  if (r.name !== "build:e2e" || r.code) process.stdout.write(`\n── ${r.name} ──\n${r.output}`);
}
if (checks.some((r) => r.code)) await fail();

const unit = await npmRun("test:unit");
// Printed whether or not the unit tests passed, so one run shows every failure.
const e2e = await playwright;
if (e2e) process.stdout.write(`\n── playwright ──\n${e2e.output}`);
// The unit tests' failures again, last, where a log cut to its end still shows them.
if (unit.code) process.stdout.write(`\n── test:unit failures ──\n${failures(unit.output)}`);
if (unit.code || !e2e || e2e.code) await fail();

timings.push({ name: "total", code: 0, seconds: (performance.now() - startedAll) / 1000, output: "" });
summary();
