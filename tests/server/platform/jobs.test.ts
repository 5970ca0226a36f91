import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobs } from "../../../server/src/platform/db/schema";
import { MINUTE_MS } from "../../../server/src/platform/clock";
import {
  defineJob,
  enqueueJob,
  JOB_LOCK_MS,
  runDueJobs,
  startJobWorker,
} from "../../../server/src/platform/jobs";
import { usingPostgres } from "../helpers";
import { type Instance, type SharedDatabase, sharedDatabase } from "../job-instances";

/** Every run of a test job: its key and attempt. */
const runs: { key: string; attempt: number }[] = [];
const runsOf = (key: string) => runs.filter((r) => r.key === key);

const recorded = defineJob<{ to: string }>("test.record", async (ctx, p, job) => {
  runs.push({ key: job.key, attempt: job.attempt });
  await ctx.outbox.send({ channel: "email", to: p.to, subject: job.key, text: "job ran" });
});
const failing = defineJob("test.fail", async (_ctx, _p, job) => {
  runs.push({ key: job.key, attempt: job.attempt });
  throw new Error(`attempt ${job.attempt} broke`);
});
/** Fails in its second step while `flakyFailures` lasts. */
let flakyFailures = 0;
const flaky = defineJob<{ to: string }>("test.flaky", async (ctx, p, job) => {
  runs.push({ key: job.key, attempt: job.attempt });
  await job.step("first", () => ctx.outbox.send({ channel: "email", to: p.to, subject: "first", text: "" }));
  await job.step("second", async () => {
    if (flakyFailures-- > 0) throw new Error("second step broke");
    await ctx.outbox.send({ channel: "sms", to: p.to, subject: "second", text: "" });
  });
});
/** Waits for `openGate()` (a job still running when the app closes). */
let openGate = () => {};
let gateReached = false;
const gated = defineJob("test.gated", async () => {
  gateReached = true;
  await new Promise<void>((resolve) => (openGate = resolve));
});

let shared: SharedDatabase;
let i: Instance;
beforeAll(async () => {
  shared = await sharedDatabase(undefined, [recorded, failing, flaky, gated]);
  i = await shared.open();
});
afterAll(async () => {
  await i.close();
  await shared.dispose();
});

const row = async (key: string) => (await i.ctx.db.select().from(jobs).where(eq(jobs.key, key)))[0]!;
const inMinutes = (m: number) => new Date(shared.clock().getTime() + m * MINUTE_MS);
const sentTo = (to: string, inst: Instance[] = [i]) =>
  inst.flatMap((x) => x.outbox.sent).filter((m) => m.to === to);

describe(`durable jobs (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("enqueues one row per key, and none when the caller's transaction rolls back", async () => {
    const job = { key: "once", runAt: inMinutes(10), payload: { to: "once@example.org" } };
    expect(await recorded.enqueue(i.ctx.db, i.ctx, job)).toBe(true);
    expect(await recorded.enqueue(i.ctx.db, i.ctx, { ...job, runAt: inMinutes(20) })).toBe(false);
    const rows = await i.ctx.db.select().from(jobs).where(eq(jobs.key, "once"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "test.record", status: "pending", attempts: 0, maxAttempts: 5 });
    expect(rows[0]!.runAt).toEqual(job.runAt);

    await expect(
      i.ctx.db.transaction(async (tx) => {
        await enqueueJob(tx, i.ctx, {
          kind: "test.record",
          key: "rolled-back",
          runAt: inMinutes(1),
          payload: {},
        });
        throw new Error("cause failed");
      }),
    ).rejects.toThrow("cause failed");
    expect(await i.ctx.db.select().from(jobs).where(eq(jobs.key, "rolled-back"))).toEqual([]);
  });

  it("runs a job once, when its time has come by the app's clock", async () => {
    const to = "due@example.org";
    await recorded.enqueue(i.ctx.db, i.ctx, { key: "due", runAt: inMinutes(30), payload: { to } });
    await runDueJobs(i.ctx);
    shared.clock.advance(30 * MINUTE_MS - 1);
    await runDueJobs(i.ctx);
    expect(runsOf("due")).toEqual([]);
    shared.clock.advance(1);
    await runDueJobs(i.ctx);
    await runDueJobs(i.ctx);
    expect(runsOf("due")).toEqual([{ key: "due", attempt: 1 }]);
    expect(sentTo(to)).toHaveLength(1);
    expect(await row("due")).toMatchObject({ status: "done", doneAt: shared.clock(), lockedUntil: null });
  });

  it("retries a failing job 1, 2, 4 minutes later, then marks it failed with the last error", async () => {
    await enqueueJob(i.ctx.db, i.ctx, {
      kind: "test.fail",
      key: "failing",
      runAt: shared.clock(),
      payload: {},
      maxAttempts: 4,
    });
    await runDueJobs(i.ctx);
    for (const [attempt, waitMinutes] of [
      [2, 1],
      [3, 2],
      [4, 4],
    ] as const) {
      expect(await row("failing")).toMatchObject({
        status: "pending",
        attempts: attempt - 1,
        runAt: inMinutes(waitMinutes),
        lastError: `attempt ${attempt - 1} broke`,
      });
      shared.clock.advance(waitMinutes * MINUTE_MS - 1);
      await runDueJobs(i.ctx);
      expect(runsOf("failing")).toHaveLength(attempt - 1);
      shared.clock.advance(1);
      await runDueJobs(i.ctx);
      expect(runsOf("failing").at(-1)).toEqual({ key: "failing", attempt });
    }
    expect(await row("failing")).toMatchObject({
      status: "failed",
      attempts: 4,
      lastError: "attempt 4 broke",
    });
    shared.clock.advance(24 * 60 * MINUTE_MS);
    await runDueJobs(i.ctx);
    expect(runsOf("failing")).toHaveLength(4);
  });

  it("a retry repeats only the steps that did not finish", async () => {
    const to = "flaky@example.org";
    flakyFailures = 1;
    await enqueueJob(i.ctx.db, i.ctx, {
      kind: "test.flaky",
      key: "flaky",
      runAt: shared.clock(),
      payload: { to },
    });
    await runDueJobs(i.ctx);
    expect(await row("flaky")).toMatchObject({ status: "pending", lastError: "second step broke" });
    shared.clock.advance(MINUTE_MS);
    await runDueJobs(i.ctx);
    expect(runsOf("flaky").map((r) => r.attempt)).toEqual([1, 2]);
    expect(sentTo(to).map((m) => m.subject)).toEqual(["first", "second"]);
    expect(await row("flaky")).toMatchObject({ status: "done", lastError: null });
  });

  it("claims a running job again once its lock has expired (its instance died)", async () => {
    await recorded.enqueue(i.ctx.db, i.ctx, {
      key: "orphan",
      runAt: shared.clock(),
      payload: { to: "orphan@x.org" },
    });
    // As a claim leaves it: running, one attempt, locked until the lock time has passed.
    await i.ctx.db
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedUntil: inMinutes(JOB_LOCK_MS / MINUTE_MS) })
      .where(eq(jobs.key, "orphan"));
    await runDueJobs(i.ctx);
    shared.clock.advance(JOB_LOCK_MS - 1);
    await runDueJobs(i.ctx);
    expect(runsOf("orphan")).toEqual([]);
    shared.clock.advance(2);
    await runDueJobs(i.ctx);
    expect(runsOf("orphan")).toEqual([{ key: "orphan", attempt: 2 }]);
    expect(await row("orphan")).toMatchObject({ status: "done", attempts: 2 });
  });

  it("a job survives a restart: enqueued by one instance, run by the next on the same database", async () => {
    const to = "restart@example.org";
    await recorded.enqueue(i.ctx.db, i.ctx, { key: "restart", runAt: inMinutes(60), payload: { to } });
    await i.close();
    i = await shared.open();
    shared.clock.advance(60 * MINUTE_MS);
    expect(await runDueJobs(i.ctx)).toBe(1);
    expect(runsOf("restart")).toHaveLength(1);
    expect(sentTo(to)).toHaveLength(1);
  });

  it("the app's worker runs due jobs, and closing waits for the one in progress", async () => {
    const to = "worker@example.org";
    await recorded.enqueue(i.ctx.db, i.ctx, { key: "worker", runAt: shared.clock(), payload: { to } });
    const stop = startJobWorker(i.ctx, 10);
    await vi.waitFor(() => expect(sentTo(to)).toHaveLength(1));
    await enqueueJob(i.ctx.db, i.ctx, {
      kind: "test.gated",
      key: "gated",
      runAt: shared.clock(),
      payload: {},
    });
    await vi.waitFor(() => expect(gateReached).toBe(true));
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    openGate();
    await stopping;
    expect(await row("gated")).toMatchObject({ status: "done" });
  });
});

describe.skipIf(!usingPostgres)("two instances on one PostgreSQL", () => {
  it("each due job runs exactly once when both poll at the same time", async () => {
    const other = await shared.open();
    try {
      const keys = Array.from({ length: 60 }, (_, n) => `pair-${n}`);
      for (const key of keys)
        await recorded.enqueue(i.ctx.db, i.ctx, {
          key,
          runAt: inMinutes(5),
          payload: { to: "pair@example.org" },
        });
      shared.clock.advance(5 * MINUTE_MS);
      // Each instance polls in small batches until nothing is left, both at once.
      const drain = async (x: Instance) => {
        let ran = 0;
        for (let n; (n = await runDueJobs(x.ctx, { limit: 3 })) > 0;) ran += n;
        return ran;
      };
      const [a, b, c, d] = await Promise.all([drain(i), drain(other), drain(i), drain(other)]);
      expect(a! + b! + c! + d!).toBe(60);
      expect((a! + c!) * (b! + d!)).toBeGreaterThan(0);
      expect(runs.filter((r) => r.key.startsWith("pair-"))).toHaveLength(60);
      const mails = sentTo("pair@example.org", [i, other]);
      expect(mails).toHaveLength(60);
      expect(new Set(mails.map((m) => m.subject)).size).toBe(60);
      const done = await i.ctx.db.select().from(jobs).where(like(jobs.key, "pair-%"));
      expect(done.every((j) => j.status === "done" && j.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
