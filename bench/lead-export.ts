// `npx tsx bench/lead-export.ts`: the streamed lead CSV export (issue 26) over 100,000 contacts on
// PostgreSQL: the time to download the whole file and the server process's peak memory (VmHWM) before
// and after. The server runs in a child process; BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test)
// names where a fresh database is created and dropped; BENCH_PORT (default 3111).
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../server/src/platform/db/client";
import { contacts } from "../server/src/platform/db/schema";
import { benchAdmin, startApiServer, stop } from "./api-server";

const SEED = 100_000;
const port = Number(process.env.BENCH_PORT ?? 3111);
const pgBase = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const admin = benchAdmin;

async function seed(databaseUrl: string, dataDir: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  for (let i = 0; i < SEED; i += 2000) {
    const rows = Array.from({ length: Math.min(2000, SEED - i) }, (_, j) => {
      const n = i + j;
      return {
        id: crypto.randomUUID(),
        name: `Seeded Person ${n}`,
        email: `person${n}@example.org`,
        phone: String(9_000_000_000 + n),
        message: `Seeded enquiry number ${n} about a new website, an app and "quotes", with a comma.`,
        source: "seed",
        createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
        utmSource: n % 5 === 0 ? "google" : null,
        landingPage: n % 4 === 0 ? "/pricing" : "/",
        valueInr: n % 3 === 0 ? (n % 50) * 10_000 : null,
      };
    });
    await database.db.insert(contacts).values(rows);
  }
  await database.db.execute(sql`vacuum analyze contacts`);
  await database.close();
}

/** Peak resident memory of a process so far, in MB (Linux /proc). */
const peakMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmHWM:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

async function main() {
  const name = `bench_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: pgBase });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(pgBase);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-export-"));
  let child: ChildProcess | undefined;
  try {
    console.log(`Seeding ${SEED.toLocaleString("en")} contacts on PostgreSQL...`);
    await seed(url.toString(), dataDir);
    child = await startApiServer(port, { DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/Auth/Login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const { token } = (await login.json()) as { token: string };
    const before = peakMb(child.pid!);
    for (const [label, query] of [
      ["every lead, newest first", ""],
      ["sorted by value", "?sort=value&dir=desc"],
    ] as const) {
      const start = performance.now();
      const res = await fetch(`${base}/api/v1/Leads/contact/Export${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines++;
      }
      const ms = performance.now() - start;
      console.log(
        `CSV export, ${label}: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${(ms / 1000).toFixed(2)} s; server peak RSS ${peakMb(child.pid!)} MB (${before} MB before any export)`,
      );
    }
  } finally {
    if (child) await stop(child);
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
