import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ConfigError, loadConfig } from "../../../server/src/config";
import type { AppContext } from "../../../server/src/context";
import { scheduleAuditArchive, verifyAuditChain } from "../../../server/src/modules/audit";
import { AuditEvent } from "../../../server/src/platform/audit-log";
import { MINUTE_MS } from "../../../server/src/platform/clock";
import { auditChain, jobs } from "../../../server/src/platform/db/schema";
import { runDueJobs } from "../../../server/src/platform/jobs";
import { startTestApp, type TestApp, usingPostgres } from "../helpers";
import { asDatabaseOwner, logRows, visitor } from "./audit-rows";

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  // Jobs run when the test says so.
  t = await startTestApp({}, { jobPollMs: 0 });
  ctx = t.app.appContext;
});
afterAll(() => t.close());

interface Line {
  seq: number;
  id: string;
  time: string;
  event: string;
  detail: Record<string, unknown> | null;
  count: number;
  prevHash: string;
  hash: string;
}

/** The lines of DATA_DIR/audit/<month>.jsonl.gz, each parsed (a line that is not JSON fails the test). */
function archived(month: string): Line[] {
  const file = join(t.dataDir, "audit", `${month}.jsonl.gz`);
  const text = gunzipSync(readFileSync(file)).toString("utf8");
  expect(text.endsWith("\n")).toBe(true);
  return text
    .trimEnd()
    .split("\n")
    .map((l) => JSON.parse(l) as Line);
}

/** One event at `at` on the test clock; its page tells the rows apart. */
async function eventAt(at: string, page: number, counted = false) {
  t.clock.set(new Date(at));
  await ctx.audit.record(visitor("192.0.2.44"), AuditEvent.visitorsListViewed, "success", {
    detail: { page },
    ...(counted ? { counted: { windowMs: 10 * MINUTE_MS, key: "archive" } } : {}),
  });
}

const pagesKept = async () => (await logRows(ctx)).map((r) => r.detail?.page);
const jobOf = async (key: string) => (await ctx.db.select().from(jobs).where(eq(jobs.key, key)))[0];

/** Moves the clock to `at` and runs what is due, as the job worker would. */
async function runAt(at: string) {
  t.clock.set(new Date(at));
  await runDueJobs(ctx);
}

describe(`archival of the security log (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("keeps rows AUDIT_RETENTION_DAYS (400 by default), then moves them to a gzip JSON-lines file per month", async () => {
    await eventAt("2025-01-10T08:00:00.000Z", 1);
    await eventAt("2025-01-10T09:00:00.000Z", 2);
    await eventAt("2025-01-25T10:00:00.000Z", 3);
    await eventAt("2025-02-05T10:00:00.000Z", 4, true);
    await eventAt("2025-02-05T10:01:00.000Z", 4, true);
    await eventAt("2025-02-05T10:02:00.000Z", 4, true);
    await eventAt("2025-02-06T10:00:00.000Z", 5);
    await eventAt("2025-03-03T10:00:00.000Z", 6);
    const written = await logRows(ctx);
    expect(written.map((r) => r.count)).toEqual([1, 1, 1, 3, 1, 1]);

    // The daily job, 03:00 UTC: 400 days back from 2026-02-20 is 2025-01-16.
    t.clock.set(new Date("2026-02-20T02:00:00.000Z"));
    await scheduleAuditArchive(ctx);
    await runAt("2026-02-20T02:59:59.999Z");
    expect(existsSync(join(t.dataDir, "audit"))).toBe(false);
    await runAt("2026-02-20T03:00:00.000Z");
    expect(await jobOf("audit-archive:2026-02-20")).toMatchObject({ status: "done" });
    expect(await jobOf("audit-archive:2026-02-21")).toMatchObject({ status: "pending" });

    expect(await pagesKept()).toEqual([3, 4, 5, 6]);
    const january = archived("2025-01");
    expect(january.map((l) => [l.seq, l.id, l.time, l.detail])).toEqual(
      written.slice(0, 2).map((r) => [r.seq, r.id, r.time.toISOString(), r.detail]),
    );
    expect(january.map((l) => l.hash)).toEqual(written.slice(0, 2).map((r) => r.hash));
    expect(january[0]!.prevHash).toBe("");
    expect(january[1]!.prevHash).toBe(january[0]!.hash);
    const [head] = await ctx.db.select().from(auditChain);
    expect(head).toMatchObject({ anchorSeq: january[1]!.seq, anchorHash: january[1]!.hash });
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ ok: true, rows: 4 });
    const dir = statSync(join(t.dataDir, "audit"));
    expect(dir.mode & 0o777).toBe(0o700);
    expect(statSync(join(t.dataDir, "audit", "2025-01.jsonl.gz")).mode & 0o777).toBe(0o600);

    // Three weeks on (400 days back is 2025-02-07): more of January joins its file, whose earlier lines
    // stay; February gets its own.
    await runAt("2026-03-14T03:00:00.000Z");
    expect(await pagesKept()).toEqual([6]);
    expect(archived("2025-01").map((l) => l.detail?.page)).toEqual([1, 2, 3]);
    expect(archived("2025-01").slice(0, 2)).toEqual(january);
    expect(archived("2025-02").map((l) => [l.detail?.page, l.count])).toEqual([
      [4, 3],
      [5, 1],
    ]);
    expect(archived("2025-02")[0]!.prevHash).toBe(archived("2025-01")[2]!.hash);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ ok: true, rows: 1 });
  });

  it("a run stopped between its file and its delete writes no line twice when it runs again", async () => {
    // Due on 2026-04-08, when March 3 2025 is past the 400 days.
    const transaction = vi.spyOn(ctx.db, "transaction").mockRejectedValueOnce(new Error("connection lost"));
    try {
      await runAt("2026-04-08T03:00:00.000Z");
    } finally {
      transaction.mockRestore();
    }
    const [job] = await ctx.db
      .select()
      .from(jobs)
      .where(sql`${jobs.key} like 'audit-archive:%' and ${jobs.status} = 'pending' and ${jobs.attempts} = 1`);
    expect(job).toMatchObject({ lastError: "connection lost" });
    expect(await pagesKept()).toEqual([6]);
    expect(archived("2025-03").map((l) => l.detail?.page)).toEqual([6]);

    // The retry, a minute later.
    await runAt("2026-04-08T03:01:00.000Z");
    expect(await pagesKept()).toEqual([]);
    expect(archived("2025-03").map((l) => l.detail?.page)).toEqual([6]);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ ok: true, rows: 0 });
  });

  it("the oldest kept row, removed after an archival, still shows", async () => {
    await eventAt("2026-04-08T04:00:00.000Z", 7);
    await eventAt("2026-04-08T04:01:00.000Z", 8);
    const [oldest, next] = await logRows(ctx);
    await asDatabaseOwner(ctx, sql`delete from audit_events where seq = ${oldest!.seq}`);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({
      ok: false,
      broken: { seq: next!.seq, reason: "gap" },
    });
  });

  it("refuses to archive past a break, so archiving never hides one", async () => {
    // The row left after the removal above does not follow the anchor: nothing of it may leave.
    await scheduleAuditArchive(ctx, new Date("2027-06-01T00:00:00.000Z"));
    await runAt("2027-06-01T03:00:00.000Z");
    expect(await jobOf("audit-archive:2027-06-01")).toMatchObject({
      status: "pending",
      lastError: expect.stringContaining("security log chain broken at row"),
    });
    expect(await pagesKept()).toEqual([8]);
  });
});

describe("AUDIT_RETENTION_DAYS", () => {
  it("is 400 days unless set, and at least one", () => {
    expect(loadConfig({}).auditRetentionDays).toBe(400);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: "730" }).auditRetentionDays).toBe(730);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: "0" })).toThrow(ConfigError);
  });
});
