import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/src/app";
import { verifyAuditLog } from "../../../server/src/audit-command";
import { loadConfig } from "../../../server/src/config";
import { loginOf } from "../../../server/src/modules/booking/caldav/settings";
import * as schema from "../../../server/src/platform/db/schema";
import { auth, freshDatabase, json, manualClock, usingPostgres, writeFakeBuild } from "../helpers";
import { insertRow, previousDatabase } from "../previous-schema";
import { CHROME_WINDOWS, refreshCookieOf, SITE_ORIGIN } from "../session-helpers";
import { preRingAccessToken, preRingManageToken } from "./pre-ring-values";
import {
  ago,
  CALENDAR_PASSWORD,
  NOW,
  owner,
  previousRows,
  SECRET,
  staff,
  STAFF_REFRESH,
} from "./release-0026-rows";

// A database as the last release left it (schema up to 0026), started by this version: migrations
// 0027–0033 run on it, and every row, session, token and sealed secret of before is still there and works.

const FIRST_NEW = "0027_audit_counts_and_chain";

describe(`a database of the last release's schema (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "srv-upgrade-0026-"));
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let seeded: Awaited<ReturnType<typeof previousRows>>;
  const clock = manualClock(NOW);

  beforeAll(async () => {
    database = await freshDatabase();
    seeded = await previousRows();
    const seed = Object.entries(seeded).flatMap(([table, rows]) => rows.map((row) => insertRow(table, row)));
    await previousDatabase(FIRST_NEW, dataDir, database.url, seed);
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      BUILD_DIR: writeFakeBuild(join(dataDir, "build")),
      JWT_SECRET: SECRET,
      LOG_LEVEL: "warn",
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    app = await buildApp(config, { clock, print: () => {}, jobPollMs: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => app.appContext.db;
  const contacts = (token: string) =>
    app.inject({ method: "GET", url: "/api/v1/Contact/GetAll", headers: auth(token) });
  const signIn = (who: typeof owner) =>
    app.inject({
      method: "POST",
      url: "/api/Auth/Login",
      payload: who,
      headers: { "user-agent": CHROME_WINDOWS },
    });

  it("keeps every admin, session, calendar, lead, booking and security log row with its values", async () => {
    const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(await db().select().from(schema.admins))).toMatchObject(
      seeded.admins.map((a) => ({ ...a, displayName: null, title: null })),
    );
    expect(byId(await db().select().from(schema.adminSessions))).toMatchObject(
      seeded.admin_sessions.map((s) => ({ ...s, activeAt: s.lastSeenAt, endedAt: null })),
    );
    expect(await db().select().from(schema.staffSchedules)).toMatchObject(
      seeded.staff_schedules.map((s) => ({ ...s, meetingKind: null, meetingDetail: null })),
    );
    expect(await db().select().from(schema.auditEvents).orderBy(asc(schema.auditEvents.seq))).toMatchObject(
      seeded.audit_events.map((e) => ({ ...e, count: 1 })),
    );
    expect(await db().select().from(schema.contacts)).toMatchObject(seeded.contacts);
    expect(await db().select().from(schema.demoRequests)).toMatchObject(seeded.demo_requests);
    expect(await db().select().from(schema.demoBookings)).toMatchObject(seeded.demo_bookings);
  });

  it("keeps sessions open: a member renews with their refresh cookie and goes on working", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/Auth/Refresh",
      headers: { cookie: `admin_refresh=family-adm-staff.${STAFF_REFRESH}`, origin: SITE_ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(refreshCookieOf(res)).toMatch(/^family-adm-staff\./);
    expect((await contacts(json(res).token as string)).statusCode).toBe(200);
    const [session] = await db()
      .select()
      .from(schema.adminSessions)
      .where(eq(schema.adminSessions.id, "ses-staff"));
    expect(session).toMatchObject({ activeAt: NOW, endedAt: null });
  });

  it("makes the key ring from JWT_SECRET: an access token, a demo link and a calendar password from before still work", async () => {
    const keys = await db().select().from(schema.keyRing);
    expect(keys.map((k) => [k.purpose, k.derived]).sort()).toEqual([
      ["access", true],
      ["code", true],
      ["manage", true],
      ["seal", true],
    ]);
    const iat = Math.floor(ago(5).getTime() / 1000);
    const claims = { email: owner.email, sid: "ses-owner", iatMs: iat * 1000 };
    const unsigned = new UnsecuredJWT(claims)
      .setSubject("adm-owner")
      .setIssuedAt(iat)
      .setExpirationTime(iat + 900);
    const token = await preRingAccessToken(SECRET, unsigned.encode());
    const list = await contacts(token);
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(json(list).data)).toContain("Asha Verma");
    const [booking] = seeded.demo_bookings;
    const link = await preRingManageToken(SECRET, booking!.id, booking!.endsAt, ago(990));
    const manage = await app.inject({ method: "POST", url: "/api/Book/Manage", payload: { token: link } });
    expect(manage.statusCode, manage.body).toBe(200);
    const [calendar] = await db().select().from(schema.staffSchedules);
    expect(loginOf(app.appContext, calendar!)).toEqual({ username: "staff", password: CALENDAR_PASSWORD });
  });

  it("signs both members in with their passwords, their display names still empty", async () => {
    for (const who of [owner, staff]) {
      const res = await signIn(who);
      expect(res.statusCode, res.body).toBe(200);
      expect((await contacts(json(res).token as string)).statusCode).toBe(200);
    }
    const names = await db().select({ name: schema.admins.displayName }).from(schema.admins);
    expect(names).toEqual([{ name: null }, { name: null }]);
  });

  it("chains the old security log rows, new rows chain after them, and the chain check says intact", async () => {
    await signIn(owner);
    const rows = await db().select().from(schema.auditEvents).orderBy(asc(schema.auditEvents.seq));
    const old = seeded.audit_events.length;
    expect(rows.length).toBeGreaterThan(old);
    expect(rows[0]!.prevHash).toBe("");
    rows.forEach((row, i) => {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      if (i > 0) expect(row.prevHash).toBe(rows[i - 1]!.hash);
    });
    expect(rows.slice(old).map((r) => r.event)).toContain("auth.login.success");
    const printed: string[] = [];
    const exitCode = await verifyAuditLog(db(), { out: (t) => printed.push(t), err: (t) => printed.push(t) });
    expect({ exitCode, printed }).toEqual({
      exitCode: 0,
      printed: [`Security log chain intact: ${rows.length} rows checked, up to row #${rows.at(-1)!.seq}.\n`],
    });
  });
});
