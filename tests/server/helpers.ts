import { randomBytes } from "node:crypto";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll } from "vitest";
import { type BuildOptions, buildApp } from "../../server/src/app";
import { type Env, loadConfig } from "../../server/src/config";
import { type Database, openDatabase } from "../../server/src/platform/db/client";
import { createAdmin } from "../../server/src/modules/identity/admins";
import type { OutboxFile } from "../../server/src/platform/outbox";

const migrationsDir = join(import.meta.dirname, "../../server/src/platform/db/migrations");

/**
 * A migrated, empty PGlite directory made once per migration set and copied for each test app:
 * copying is several times faster than creating a database from scratch.
 */
export async function pgliteTemplate(): Promise<string> {
  const hash = createHash("sha256");
  for (const f of readdirSync(migrationsDir)
    .filter((n) => n.endsWith(".sql"))
    .sort())
    hash.update(readFileSync(join(migrationsDir, f)));
  const dir = join(tmpdir(), `srv-pglite-template-${hash.digest("hex").slice(0, 12)}`);
  if (existsSync(dir)) return dir;
  const work = mkdtempSync(join(tmpdir(), "srv-pglite-building-"));
  const db = await openDatabase({ dataDir: work });
  await db.close();
  try {
    renameSync(work, dir);
  } catch {
    rmSync(work, { recursive: true, force: true }); // another worker finished first
  }
  return dir;
}

/** Embedded databases this test file has finished with, emptied, for its next app (opening PGlite takes seconds). */
const spare: Database[] = [];
const opened: { database: Database; dir: string }[] = [];
afterAll(async () => {
  for (const { database, dir } of opened.splice(0)) {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
  spare.length = 0;
});

/** Back to the migrated, empty state: every table emptied, identities restarted (the audit log's guard set aside). */
async function emptyDatabase(database: Database) {
  await database.db.transaction(async (tx) => {
    const tables = (await tx.execute(
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    )) as unknown as {
      rows: { name: string }[];
    };
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql.raw(`truncate ${tables.rows.map((t) => t.name).join(", ")} restart identity cascade`),
    );
  });
}

/** An empty, migrated PGlite: a spare one of this file's, else a copy of the template. Closing the app gives it back. */
async function embeddedDatabase(): Promise<Database> {
  let database = spare.pop();
  if (!database) {
    const dir = mkdtempSync(join(tmpdir(), "srv-pglite-"));
    cpSync(await pgliteTemplate(), dir, { recursive: true });
    database = await openDatabase({ dataDir: dir });
    opened.push({ database, dir });
  }
  const lent = database;
  return {
    ...lent,
    // A handle of its own, so what the server keeps per database (open days' counts) starts empty.
    db: Object.create(lent.db) as Database["db"],
    close: async () => {
      await emptyDatabase(lent);
      spare.push(lent);
    },
  };
}

export const admin = { email: "admin@example.com", password: "Test-admin-password-42" };

/** A clock the test moves by hand. */
export function manualClock(start = new Date("2026-01-15T10:00:00.000Z")) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  clock.set = (d: Date) => {
    now = d.getTime();
  };
  return clock;
}

const baseUrl = process.env.DATABASE_URL;

/** With DATABASE_URL set, each app gets its own fresh database, dropped afterwards. */
export async function freshDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (!baseUrl) return { drop: async () => {} };
  const name = `srvtest_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export const usingPostgres = Boolean(baseUrl);

/** A tiny built site: two prerendered pages and the SPA fallback, each with inline scripts. */
export function writeFakeBuild(dir: string) {
  const client = join(dir, "client");
  mkdirSync(join(client, "about"), { recursive: true });
  mkdirSync(join(client, "assets"), { recursive: true });
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title><script>document.documentElement.dataset.t="${title}"</script>` +
    `<script type="module" src="/assets/entry-abc123.js"></script></head><body><h1>${title}</h1>` +
    `<script>window.__ctx={"p":"${title}"}</script></body></html>`;
  writeFileSync(join(client, "index.html"), page("Home"));
  writeFileSync(join(client, "about", "index.html"), page("About"));
  writeFileSync(join(client, "__spa-fallback.html"), page("Fallback"));
  writeFileSync(
    join(client, "assets", "entry-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  writeFileSync(join(client, "robots.txt"), "User-agent: *\n");
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  logs: string[];
  clock: ReturnType<typeof manualClock>;
  /** Every sign-in slow-down asked for, in ms (recorded; nothing waits). */
  delays: number[];
  /** Resolves once mail started after replies has gone out. */
  idle(): Promise<void>;
  /** Messages written to DATA_DIR/outbox, oldest first. */
  outbox(): OutboxFile[];
  token(): Promise<string>;
  /** A new token (after the test clock moved past the old one's expiry). */
  newToken(): Promise<string>;
  close(): Promise<void>;
}

/** `prepare` runs on the new DATA_DIR before the app starts (e.g. to leave old files there). */
export async function startTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  {
    prepare,
    ...options
  }: Omit<BuildOptions, "clock" | "logStream" | "print" | "delay"> & {
    prepare?: (dataDir: string) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "srv-test-"));
  const buildDir = writeFakeBuild(join(dataDir, "build"));
  const database = await freshDatabase();
  prepare?.(dataDir);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const clock = manualClock(new Date());
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "info",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const delays: number[] = [];
  const delay = async (ms: number) => {
    delays.push(ms);
  };
  const embedded = config.databaseUrl ? undefined : await embeddedDatabase();
  const app = await buildApp(config, {
    ...options,
    database: embedded,
    clock,
    delay,
    logStream,
    print: (l) => logs.push(l),
  });
  let cached: string | undefined;
  const testApp: TestApp = {
    app,
    dataDir,
    logs,
    clock,
    delays,
    idle: () => app.appContext.background.idle(),
    outbox() {
      const dir = join(dataDir, "outbox");
      let names: string[] = [];
      try {
        names = readdirSync(dir)
          .filter((n) => n.endsWith(".json"))
          .sort();
      } catch {
        return [];
      }
      return names.map((n) => JSON.parse(readFileSync(join(dir, n), "utf8")));
    },
    async token() {
      // Access tokens live 15 minutes: one the test clock has moved past is replaced by a new sign-in.
      if (cached && tokenExpiry(cached) > clock().getTime()) return cached;
      const res = await app.inject({ method: "POST", url: "/api/Auth/Login", payload: admin });
      cached = res.json().token as string;
      return cached;
    },
    async newToken() {
      cached = undefined;
      return testApp.token();
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/** When a bearer token expires, in ms (read from its claims, unverified). */
export const tokenExpiry = (token: string): number =>
  (JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as { exp: number }).exp * 1000;

/** Authorization header for an admin call. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export const json = (res: LightMyRequestResponse) =>
  res.json() as Record<string, unknown> & { isSuccess: boolean };

/** Every contact, read page by page (a list call answers one page at most). */
export async function allContacts(t: TestApp): Promise<{ _id: string; message: string }[]> {
  const rows: { _id: string; message: string }[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/Contact/GetAll?page=${page}&pageSize=100`,
      headers: auth(await t.token()),
    });
    const data = json(res).data as { _id: string; message: string }[];
    rows.push(...data);
    if (data.length < 100) return rows;
  }
}

/** The six-digit code inside the newest outbox message to `to`. */
export function latestCode(t: TestApp, to: string): string {
  const msg = t
    .outbox()
    .filter((m) => m.to === to)
    .at(-1);
  const code = msg?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export const validContact = {
  name: "Asha Rao",
  email: "asha@example.org",
  phone: "9876543210",
  message: "We need a new website.",
};
export const validDemo = {
  fullName: "Ravi Kumar",
  companyName: "Acme Pvt Ltd",
  mobile: "9876543210",
  email: "ravi@example.org",
  comment: "Please show us the KPI platform.",
};

/** An app of its own for one test (other settings, a clean log), closed afterwards whatever happens. */
export async function withTestApp<T>(
  env: Parameters<typeof startTestApp>[0],
  body: (t: TestApp) => Promise<T>,
): Promise<T> {
  const t = await startTestApp(env);
  try {
    return await body(t);
  } finally {
    await t.close();
  }
}

/** The app a whole test file shares, with the admin's token. */
export async function startTestAppWithToken(
  env?: Parameters<typeof startTestApp>[0],
): Promise<{ t: TestApp; token: string }> {
  const t = await startTestApp(env);
  return { t, token: await t.token() };
}

/**
 * Confirms the token's member with their password (the step-up dialog's call), so the session may make
 * sensitive changes for the next STEP_UP_MINUTES of the test clock. Returns the token for chaining.
 */
export async function stepUp(t: TestApp, token: string, password = admin.password): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/Auth/StepUp",
    headers: auth(token),
    payload: { password },
  });
  if (res.statusCode !== 200) throw new Error(`step-up refused: ${res.statusCode} ${res.body}`);
  return token;
}

/** A second admin account, made directly in the database at the app's clock, and signed in. */
export async function secondAdmin(
  t: TestApp,
  who: { email: string; password: string },
): Promise<{ id: string; token: string }> {
  const { id } = await createAdmin(t.app.appContext.db, who.email, who.password, t.clock());
  const login = await t.app.inject({ method: "POST", url: "/api/Auth/Login", payload: who });
  return { id, token: login.json().token as string };
}
