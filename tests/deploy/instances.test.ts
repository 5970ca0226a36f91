import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validDemo, writeFakeBuild } from "../server/helpers";
import { freePort, postJson, type Running, startSourceServer } from "./processes";

// Two server processes on one PostgreSQL database and one Redis (a redis-server of the test's own, so
// it can be stopped). PostgreSQL: DATABASE_URL, else the local server on 127.0.0.1:5432.
const pgUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const haveRedis = spawnSync("redis-server", ["--version"]).status === 0;
const havePostgres = await postgresAnswers();
const why = [
  havePostgres ? "" : `no PostgreSQL answers at ${pgUrl}`,
  haveRedis ? "" : "no redis-server binary",
]
  .filter(Boolean)
  .join("; ");
if (why) console.warn(`Skipping the several-instances checks: ${why}.`);

const admin = { email: "ops@example.com", password: "Instances-admin-password-9" };
const dbName = `deploy_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
const dataDirs: string[] = [];
let redis: ChildProcess | undefined;
let redisExited: Promise<unknown> | undefined;
let a: Running | undefined;
let b: Running | undefined;
let dbUrl = "";

async function onServer(sql: string) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function startRedis(port: number) {
  redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  redisExited = new Promise((r) => redis!.on("exit", r));
  let out = "";
  await new Promise<void>((ready, fail) => {
    redis!.stdout!.on("data", (c: Buffer) => {
      out += c.toString();
      if (out.includes("Ready to accept connections")) ready();
    });
    void redisExited!.then(() => fail(new Error(`redis-server exited:\n${out}`)));
  });
}

describe.skipIf(Boolean(why))("several instances on one PostgreSQL and one Redis", () => {
  beforeAll(async () => {
    const redisPort = await freePort();
    await startRedis(redisPort);
    await onServer(`create database ${dbName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    const shared = {
      DATABASE_URL: dbUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      JWT_SECRET: randomBytes(32).toString("base64url"),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      RATE_LIMIT_LOGIN_EMAIL: "4",
    };
    const instance = () => {
      const dataDir = mkdtempSync(join(tmpdir(), "deploy-instance-"));
      dataDirs.push(dataDir);
      return { ...shared, DATA_DIR: dataDir, BUILD_DIR: writeFakeBuild(join(dataDir, "build")) };
    };
    // Both start together on the empty database: migrations and the first admin must not race.
    const started = await Promise.allSettled([startSourceServer(instance()), startSourceServer(instance())]);
    const running = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    [a, b] = running;
    const failed = started.find((s) => s.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (redis && redis.exitCode === null) redis.kill("SIGTERM");
    await redisExited;
    await onServer(`drop database if exists ${dbName} with (force)`).catch(() => {});
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  });

  it("two processes started together on an empty database both serve, with one admin", async () => {
    for (const s of [a!, b!]) expect((await fetch(`${s.base}/api/ready`)).status).toBe(200);
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const { rows } = await c.query("select count(*)::int as n from admins");
    await c.end();
    expect(rows[0].n).toBe(1);
  });

  it("a token signed out on B is refused on B at once and on A within the token-check time", async () => {
    const login = await postJson(`${a!.base}/api/Auth/Login`, admin);
    expect(login.status).toBe(200);
    const token = String(login.body.token);
    const list = (s: typeof a) =>
      fetch(`${s!.base}/api/v1/Contact/GetAll`, { headers: { authorization: `Bearer ${token}` } });
    expect((await list(a)).status).toBe(200);
    expect((await postJson(`${b!.base}/api/Auth/Logout`, {}, token)).status).toBe(200);
    expect((await list(b)).status).toBe(401);
    // A keeps a passed check for TOKEN_CHECK_CACHE_SECONDS (default 2, decision 32), then asks the database.
    const signedOut = performance.now();
    await expect.poll(async () => (await list(a)).status, { timeout: 10_000 }).toBe(401);
    expect(performance.now() - signedOut).toBeLessThan(2_000 + 3_000);
  });

  it("a demo code sent through A verifies through B", async () => {
    const email = `instances-${Date.now()}@example.org`;
    const sent = await postJson(`${a!.base}/api/v1/Contact/SendOtp`, { ...validDemo, email });
    expect(sent.status).toBe(200);
    const { id } = sent.body.data as { id: string };
    // A's outbox may be the first or second data folder: look in both.
    const codeAnywhere = () => {
      for (const dir of dataDirs) {
        try {
          const found = readdirSync(join(dir, "outbox"))
            .map(
              (f) => JSON.parse(readFileSync(join(dir, "outbox", f), "utf8")) as { to: string; text: string },
            )
            .find((m) => m.to === email);
          if (found) return found.text.match(/\b(\d{6})\b/)?.[1];
        } catch {
          // no outbox yet
        }
      }
      return undefined;
    };
    await expect.poll(codeAnywhere, { message: "code in the outbox" }).toMatch(/^\d{6}$/);
    const verified = await postJson(`${b!.base}/api/Book/VerifySchedule`, { id, code: codeAnywhere() });
    expect(verified.status).toBe(200);
  });

  it("sign-in failures spread over A and B count against one limit", async () => {
    const attempt = (s: Running) =>
      postJson(`${s.base}/api/Auth/Login`, {
        email: `guess-${dbName}@example.com`,
        password: "Wrong-password-123",
      });
    // Four per (email, address) are allowed in all; alone, neither instance would have seen more than three.
    const statuses = [];
    for (const s of [a!, b!, a!, b!, a!, b!]) statuses.push((await attempt(s)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it("with Redis stopped, /api/ready answers 503 while pages are still served", async () => {
    redis!.kill("SIGTERM");
    await redisExited;
    await expect.poll(async () => (await fetch(`${a!.base}/api/ready`)).status).toBe(503);
    const body = (await (await fetch(`${b!.base}/api/ready`)).json()) as { data: unknown };
    expect(body.data).toEqual({ db: "up", limits: "down" });
    const page = await fetch(`${a!.base}/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1>About</h1>");
    expect((await fetch(`${b!.base}/api/health`)).status).toBe(200);
  });
});
