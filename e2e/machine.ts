import { availableParallelism, loadavg } from "node:os";

// Time budgets of the tests (browser tests, and Vitest's limits), scaled to how busy this machine is (decision 16). A fixed wall
// fails a correct test on a machine running other heavy work; a budget that grows with the measured
// slowdown still stops a hung one. Measured once, in the runner's main process; workers inherit it.

/** How much slower than a free core this process runs now: wall time over CPU time of a fixed loop. */
function contention(): number {
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  let x = 0;
  for (let i = 0; i < 20_000_000; i++) x = (x + i * 7) % 1_000_003;
  const wall = performance.now() - wall0;
  const { user, system } = process.cpuUsage(cpu0);
  const cpu = (user + system) / 1000;
  return x >= 0 && cpu > 0 ? wall / cpu : 1;
}

function measure(): number {
  const queued = loadavg()[0]! / availableParallelism();
  // 1 on a free machine; at most 4, so a hung test still ends within the run's limit.
  return Math.min(4, Math.max(1, contention(), queued));
}

const KEY = "E2E_MACHINE_FACTOR";
if (!process.env[KEY]) {
  process.env[KEY] = measure().toFixed(2);
  process.stdout.write(`Test time budgets ×${process.env[KEY]} for this machine's load\n`);
}

/** The slowdown factor the budgets use (E2E_MACHINE_FACTOR sets it by hand). */
export const machineFactor = Number(process.env[KEY]);

/** A time budget in ms for this machine: `ms` as it would be on a free one, scaled. */
export const budget = (ms: number) => Math.round(ms * machineFactor);
