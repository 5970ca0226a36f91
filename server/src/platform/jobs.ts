import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { AppContext, JobRun } from "../context";
import type { Db } from "./db/client";
import { jobs } from "./db/schema";
import { HOUR_MS, MINUTE_MS } from "./clock";
import { newId } from "./ids";

// Durable scheduled work (ADR 0033): due-time rows in `jobs`, claimed with FOR UPDATE SKIP LOCKED, so a
// job survives restarts and runs on one instance at a time. Business time is ctx.clock(), never now().

export type { JobRun };
export type JobHandler<P> = (ctx: AppContext, payload: P, job: JobRun) => Promise<void>;

/** A kind of job: its name, what runs it, and how to enqueue one. The app lists its kinds once (server/src/jobs.ts). */
export interface JobKind<P> {
  kind: string;
  handler: JobHandler<P>;
  /** Enqueues a job of this kind; see `enqueueJob`. */
  enqueue(db: Db, ctx: Pick<AppContext, "clock">, job: Omit<NewJob<P>, "kind">): Promise<boolean>;
}

export interface NewJob<P> {
  kind: string;
  /** One logical job (e.g. one reminder of one booking at one offset): a second enqueue is a no-op. */
  key: string;
  runAt: Date;
  payload: P;
  /** Tries before the job is marked failed (default 5). */
  maxAttempts?: number;
}

/** Reserved payload field: the steps already done (see `JobRun.step`). */
const DONE = "_done";
/** How long a claim holds: a job still running after this is taken as dead and claimed again. */
export const JOB_LOCK_MS = 5 * MINUTE_MS;
export const DEFAULT_POLL_MS = 5_000;
/** Jobs claimed per statement; a full batch is followed at once by the next. */
const BATCH = 20;

/** A kind of job; it runs once it is in the list the app hands the runner (`ctx.jobKinds`). */
export function defineJob<P extends Record<string, unknown>>(
  kind: string,
  handler: JobHandler<P>,
): JobKind<P> {
  return { kind, handler, enqueue: (db, ctx, job) => enqueueJob(db, ctx, { ...job, kind }) };
}

/** The runner's table of kinds; a kind listed twice is a mistake caught at start. */
export function jobKindTable(kinds: JobKind<never>[]): ReadonlyMap<string, JobHandler<never>> {
  const table = new Map<string, JobHandler<never>>();
  for (const { kind, handler } of kinds) {
    if (table.has(kind)) throw new Error(`job kind ${kind} is listed twice`);
    table.set(kind, handler);
  }
  return table;
}

/**
 * Adds a job; `db` may be the caller's transaction, so the job commits or rolls back with its cause.
 * Idempotent by key: returns false when a job with that key exists already (whatever its state).
 */
export async function enqueueJob<P>(
  db: Db,
  ctx: Pick<AppContext, "clock">,
  job: NewJob<P>,
): Promise<boolean> {
  const added = await db
    .insert(jobs)
    .values({
      id: newId(),
      kind: job.kind,
      key: job.key,
      payload: job.payload as Record<string, unknown>,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts ?? 5,
      createdAt: ctx.clock(),
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return added.length > 0;
}

/** Wait before retry n (n = attempts so far): 1 min, 2, 4… capped at an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(HOUR_MS, MINUTE_MS * 2 ** Math.max(0, attempts - 1));

/**
 * Claims up to `limit` due jobs in one statement and runs them one after another. A row locked by
 * another instance's claim is skipped, never waited for, so two instances never take the same job.
 * Returns how many ran (done or not).
 */
export async function runDueJobs(
  ctx: AppContext,
  { limit = BATCH }: { limit?: number } = {},
): Promise<number> {
  const now = ctx.clock();
  const due = ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        lte(jobs.runAt, now),
        or(eq(jobs.status, "pending"), and(eq(jobs.status, "running"), lt(jobs.lockedUntil, now))),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await ctx.db
    .update(jobs)
    .set({
      status: "running",
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + JOB_LOCK_MS),
    })
    .where(inArray(jobs.id, due))
    .returning();
  claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
  for (const job of claimed) await runOne(ctx, job);
  return claimed.length;
}

async function runOne(ctx: AppContext, job: typeof jobs.$inferSelect) {
  const { [DONE]: doneSteps, ...payload } = job.payload;
  const done = new Set(Array.isArray(doneSteps) ? (doneSteps as string[]) : []);
  // Only the claim that is still ours may finish the row (a lock that expired was claimed again).
  const ours = and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.attempts, job.attempts));
  const run: JobRun = {
    id: job.id,
    kind: job.kind,
    key: job.key,
    attempt: job.attempts,
    async step(name, fn) {
      if (done.has(name)) return;
      await fn();
      done.add(name);
      await ctx.db
        .update(jobs)
        .set({
          payload: sql`jsonb_set(${jobs.payload}, ${`{${DONE}}`}::text[], ${JSON.stringify([...done])}::jsonb)`,
        })
        .where(eq(jobs.id, job.id));
    },
  };
  try {
    const handler = ctx.jobKinds.get(job.kind);
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await (handler as JobHandler<Record<string, unknown>>)(ctx, payload, run);
    await ctx.db
      .update(jobs)
      .set({ status: "done", doneAt: ctx.clock(), lockedUntil: null, lastError: null })
      .where(ours);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const last = job.attempts >= job.maxAttempts;
    const now = ctx.clock();
    await ctx.db
      .update(jobs)
      .set(
        last
          ? { status: "failed", doneAt: now, lockedUntil: null, lastError: message }
          : {
              status: "pending",
              runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
              lockedUntil: null,
              lastError: message,
            },
      )
      .where(ours);
    ctx.log[last ? "error" : "warn"](
      { job: job.kind, key: job.key, attempt: job.attempts, err: message },
      last ? "job failed for good" : "job failed; retried later",
    );
  }
}

/**
 * Polls for due jobs every `intervalMs` (first run at once) until stopped. A run starts only after the
 * previous one ended, so one instance never overlaps itself. `stop` waits for the run in progress.
 */
export function startJobWorker(ctx: AppContext, intervalMs = DEFAULT_POLL_MS): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = drain()
      .catch((err: Error) => ctx.log.warn({ err: err.message }, "job poll failed"))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
  };
  // A full batch means more may be due: take them at once rather than a poll later.
  const drain = async () => {
    while (!stopped && (await runDueJobs(ctx)) === BATCH);
  };
  timer = setTimeout(tick, 0);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
  };
}
