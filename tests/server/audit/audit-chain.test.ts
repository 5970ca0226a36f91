import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeChainCheck, verifyAuditLog } from "../../../server/src/audit-command";
import type { AppContext } from "../../../server/src/context";
import { verifyAuditChain } from "../../../server/src/modules/audit";
import { AuditEvent } from "../../../server/src/platform/audit-log";
import { MINUTE_MS } from "../../../server/src/platform/clock";
import { openDatabase } from "../../../server/src/platform/db/client";
import {
  freshDatabase,
  pgliteTemplate,
  startTestApp,
  type TestApp,
  usingPostgres,
  withTestApp,
} from "../helpers";
import { asDatabaseOwner, logRows, visitor } from "./audit-rows";

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

/** Six fresh rows in `app`'s log (after whatever it held), the third of them counted; their seqs. */
async function sixRows(app: TestApp = t): Promise<number[]> {
  const ctx = app.app.appContext;
  const before = (await logRows(ctx)).length;
  for (let page = 1; page <= 6; page++) {
    app.clock.advance(1000);
    await ctx.audit.record(visitor("192.0.2.33"), AuditEvent.visitorsListViewed, "success", {
      detail: { page },
      ...(page === 3 ? { counted: { windowMs: 10 * MINUTE_MS, key: "chain" } } : {}),
    });
  }
  return (await logRows(ctx)).slice(before).map((r) => r.seq);
}

/** What `npm run admin -- audit verify` prints and answers. */
async function verifyCommand(ctx: AppContext) {
  let out = "";
  let err = "";
  const code = await verifyAuditLog(ctx.db, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

describe(`the security log's hash chain (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("chains every row to the one before, and a counted row's count grows without breaking it", async () => {
    const ctx = t.app.appContext;
    const seqs = await sixRows();
    const rows = await logRows(ctx);
    for (const [i, row] of rows.entries()) expect(row.prevHash).toBe(i ? rows[i - 1]!.hash : "");
    // The counted row counts again after later rows were chained.
    await ctx.audit.record(visitor("192.0.2.33"), AuditEvent.visitorsListViewed, "success", {
      counted: { windowMs: 10 * MINUTE_MS, key: "chain" },
    });
    expect(rows.find((r) => r.seq === seqs[2])!.count).toBe(1);
    expect((await logRows(ctx)).find((r) => r.seq === seqs[2])!.count).toBe(2);

    expect(await verifyAuditChain(ctx.db)).toMatchObject({
      ok: true,
      rows: rows.length,
      head: { headSeq: seqs[5] },
    });
    const verdict = await verifyCommand(ctx);
    expect(verdict.code).toBe(0);
    expect(verdict.out).toBe(
      `Security log chain intact: ${rows.length} rows checked, up to row #${seqs[5]}.\n`,
    );
  });

  it("names a row changed after it was written", async () => {
    const ctx = t.app.appContext;
    const seqs = await sixRows();
    const target = seqs[1]!;
    await asDatabaseOwner(ctx, sql`update audit_events set detail = '{"page": 99}' where seq = ${target}`);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({
      ok: false,
      broken: { seq: target, reason: "changed" },
    });
    const [row] = (await logRows(ctx)).filter((r) => r.seq === target);
    const verdict = await verifyCommand(ctx);
    expect(verdict.code).toBe(1);
    expect(verdict.err).toContain(
      `Security log chain BROKEN at row #${target} (id ${row!.id}, ${row!.time.toISOString()}, visitors.list.viewed): its content no longer matches its hash`,
    );
    // Put back as it was, the row verifies again: the hash covers its content.
    await asDatabaseOwner(ctx, sql`update audit_events set detail = '{"page": 2}' where seq = ${target}`);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ ok: true });
  });

  it("names the row after one changed and hashed again", async () => {
    const ctx = t.app.appContext;
    const seqs = await sixRows();
    await asDatabaseOwner(ctx, sql`update audit_events set outcome = 'failure' where seq = ${seqs[3]}`);
    await asDatabaseOwner(
      ctx,
      sql`update audit_events e set hash = audit_event_hash(e.prev_hash, e) where seq = ${seqs[3]}`,
    );
    expect(await verifyAuditChain(ctx.db)).toMatchObject({
      ok: false,
      broken: { seq: seqs[4], reason: "gap" },
    });
  });

  it("names the row after one removed", async () => {
    await withTestApp({}, async (own) => {
      const ctx = own.app.appContext;
      const seqs = await sixRows(own);
      await asDatabaseOwner(ctx, sql`delete from audit_events where seq = ${seqs[2]}`);
      const check = await verifyAuditChain(ctx.db);
      expect(check).toMatchObject({ ok: false, broken: { seq: seqs[3], reason: "gap" } });
      expect(describeChainCheck(check)).toContain(
        `BROKEN at row #${seqs[3]} (id ${(await logRows(ctx)).find((r) => r.seq === seqs[3])!.id},`,
      );
      expect(describeChainCheck(check)).toContain("a row before it was removed");
      expect((await verifyCommand(ctx)).code).toBe(1);
    });
  });

  it("names the newest rows missing", async () => {
    await withTestApp({}, async (own) => {
      const ctx = own.app.appContext;
      const seqs = await sixRows(own);
      await asDatabaseOwner(ctx, sql`delete from audit_events where seq >= ${seqs[4]}`);
      const check = await verifyAuditChain(ctx.db);
      expect(check).toMatchObject({ ok: false, broken: { seq: seqs[5], reason: "missing-newest" } });
      expect(describeChainCheck(check)).toContain(`BROKEN at row #${seqs[5]}: the newest rows are missing`);
    });
  });
});

describe("npm run admin -- audit verify", () => {
  it("answers 0 on an intact log, and 1 naming the first broken row", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "srv-audit-verify-"));
    const db = await freshDatabase();
    if (!db.url) cpSync(await pgliteTemplate(), dataDir, { recursive: true });
    try {
      const database = await openDatabase({ databaseUrl: db.url, dataDir });
      try {
        for (const id of ["e1", "e2", "e3"])
          await database.db.execute(
            sql`insert into audit_events (id, time, event, ip_address, outcome) values (${id}, now(), 'auth.logout', '192.0.2.1', 'success')`,
          );
      } finally {
        await database.close();
      }
      const env = { DATA_DIR: dataDir, DATABASE_URL: db.url ?? "" };
      const intact = await runCli(["audit", "verify"], env);
      expect(intact.code, intact.out).toBe(0);
      expect(intact.out).toContain("Security log chain intact: 3 rows checked, up to row #3.");

      const reopened = await openDatabase({ databaseUrl: db.url, dataDir });
      try {
        await reopened.db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.execute(sql`update audit_events set ip_address = '198.51.100.66' where id = 'e2'`);
        });
      } finally {
        await reopened.close();
      }
      const broken = await runCli(["audit", "verify"], env);
      expect(broken.code, broken.out).toBe(1);
      expect(broken.out).toContain("Security log chain BROKEN at row #2 (id e2,");
    } finally {
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/cli.ts", ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, out })));
}
