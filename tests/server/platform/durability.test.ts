import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire, syncBuiltinESMExports } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/src/platform/db/client";
import { ipRecords } from "../../../server/src/platform/db/schema";
import { pgliteTemplate, startTestApp, usingPostgres, withTestApp } from "../helpers";

const fs = createRequire(import.meta.url)("node:fs") as Record<string, unknown>;
const syncCalls = ["fsync", "fsyncSync", "fdatasync", "fdatasyncSync"] as const;
const watched = [...syncCalls, "writeSync"] as const;
const warning = "the embedded database does not flush commits to disk";

/** Counts file writes and calls that would flush a file to the disk while `run` goes. */
async function countCalls(run: () => Promise<void>): Promise<{ writes: number; syncs: number }> {
  const originals = watched.map((name) => [name, fs[name]] as const);
  const counts = { writes: 0, syncs: 0 };
  for (const [name, original] of originals) {
    fs[name] = (...args: unknown[]) => {
      if (name === "writeSync") counts.writes++;
      else counts.syncs++;
      return (original as (...a: unknown[]) => unknown)(...args);
    };
  }
  syncBuiltinESMExports();
  try {
    await run();
  } finally {
    for (const [name, original] of originals) fs[name] = original;
    syncBuiltinESMExports();
  }
  return counts;
}

describe("embedded database durability (ADR 0006)", () => {
  // If a PGlite upgrade starts flushing, this fails: then revisit ADR 0006 and the production warning.
  it("commits reach the OS, not the disk: PGlite runs with fsync off and never calls fsync", async () => {
    const dir = mkdtempSync(join(tmpdir(), "srv-durability-"));
    cpSync(await pgliteTemplate(), dir, { recursive: true });
    const database = await openDatabase({ dataDir: dir });
    try {
      const setting = await database.db.execute(sql`select current_setting('fsync') as fsync`);
      expect((setting as unknown as { rows: { fsync: string }[] }).rows[0]?.fsync).toBe("off");
      const calls = await countCalls(async () => {
        for (let i = 0; i < 5; i++) {
          await database.db
            .insert(ipRecords)
            .values({ id: `d${i}`, ipAddress: "10.0.0.1", day: `2026-01-0${i + 1}`, createdAt: new Date() });
        }
      });
      // The writes are seen (so the spy works); none is followed by a flush.
      expect(calls.writes).toBeGreaterThan(0);
      expect(calls.syncs).toBe(0);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("warns at start in production on the embedded database, not in development", async () => {
    const template = usingPostgres ? await pgliteTemplate() : undefined;
    const prod = await startTestApp(
      {
        NODE_ENV: "production",
        JWT_SECRET: "x".repeat(40),
        OUTBOX_IN_PRODUCTION: "1",
        ADMIN_BASE_URL: "https://www.example.com",
        DATABASE_URL: "",
      },
      {
        prepare: (dir) => {
          if (template) cpSync(template, dir, { recursive: true });
        },
      },
    );
    try {
      expect(prod.app.appContext.database.kind).toBe("pglite");
      const line = prod.logs.find((l) => l.includes(warning));
      expect(line).toBeTruthy();
      expect(JSON.parse(line!)).toMatchObject({ level: 40 });
    } finally {
      await prod.close();
    }
    await withTestApp({}, async (dev) => {
      expect(dev.logs.join("")).not.toContain(warning);
    });
  });

  it.runIf(usingPostgres)("does not warn in production on PostgreSQL", async () => {
    await withTestApp(
      {
        NODE_ENV: "production",
        JWT_SECRET: "x".repeat(40),
        OUTBOX_IN_PRODUCTION: "1",
        ADMIN_BASE_URL: "https://www.example.com",
      },
      async (prod) => {
        expect(prod.app.appContext.database.kind).toBe("postgres");
        expect(prod.logs.join("")).not.toContain(warning);
      },
    );
  });
});
