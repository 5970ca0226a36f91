import fc from "fast-check";
import { count } from "drizzle-orm";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  admins,
  contacts,
  demoRequests,
  ipRecords,
  kpis,
  otpChallenges,
} from "../../../server/src/platform/db/schema";
import { validContact, validDemo } from "../helpers";
import { noLimits, sharedTestApp } from "../shared-app";

const t = sharedTestApp({ ...noLimits, LOG_LEVEL: "warn" });

const hostileStrings = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE contacts; --",
    "<script>alert(1)</script>",
    "\u0000\u0001\u0002",
    "😀".repeat(300),
    "%00%27",
    "${jndi:ldap://x}",
    "a".repeat(6000),
    "__proto__",
    "\\",
    "\u202e\u200b",
  ),
);
const hostileValue = fc.oneof(
  hostileStrings,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileStrings, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileStrings, { maxKeys: 3 }),
);

/** A body built around the endpoint's real fields: some kept valid, some replaced, some dropped, extras added. */
const around = (valid: Record<string, unknown>) =>
  fc
    .record({
      changes: fc.dictionary(fc.constantFrom(...Object.keys(valid)), hostileValue, {
        maxKeys: Object.keys(valid).length,
      }),
      drop: fc.subarray(Object.keys(valid)),
      extra: fc.dictionary(
        fc.constantFrom(
          "__proto__",
          "constructor",
          "admin",
          "isSuccess",
          "_id",
          "website",
          "fillMs",
          "status",
        ),
        hostileValue,
        { maxKeys: 3 },
      ),
    })
    .map(({ changes, drop, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...changes, ...extra };
      for (const k of drop) delete body[k];
      return body;
    });

const anyBody = fc.oneof(fc.jsonValue(), fc.string({ maxLength: 200 }));

async function snapshot() {
  const db = t.app.appContext.db;
  const n = async (
    table:
      | typeof contacts
      | typeof demoRequests
      | typeof ipRecords
      | typeof admins
      | typeof otpChallenges
      | typeof kpis,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  let outbox = 0;
  try {
    outbox = readdirSync(join(t.dataDir, "outbox")).length;
  } catch {
    outbox = 0;
  }
  return [
    await n(contacts),
    await n(demoRequests),
    await n(ipRecords),
    await n(admins),
    await n(otpChallenges),
    await n(kpis),
    outbox,
  ];
}

const endpoints: [string, Record<string, unknown>][] = [
  ["/api/v1/Contact/ContactUsMailSend", { ...validContact }],
  ["/api/v1/Contact/Create", { ...validContact }],
  ["/api/v1/Contact/SendOtp", { ...validDemo }],
  ["/api/v1/Contact/SubmitDemoRequest", { ...validDemo, mobileNo: validDemo.mobile }],
  ["/api/Book/VerifySchedule", { id: "00000000-0000-0000-0000-000000000000", code: "123456" }],
  ["/api/IpAddress/TrackVisitor", { timezone: "Asia/Kolkata" }],
  ["/api/Auth/Login", { email: "admin@example.com", password: "wrong-password" }],
  ["/api/Auth/GenerateOtp", { email: "someone@example.org" }],
  ["/api/Auth/VerifyOtp", { email: "admin@example.com", otp: "123456" }],
  [
    "/api/Auth/ResetPassword",
    { email: "admin@example.com", otp: "123456", newPassword: "Long-enough-password-1" },
  ],
];

describe("hostile bodies on public endpoints", () => {
  it.each(endpoints)("%s answers only 2xx/4xx and stores nothing for a rejected body", async (url, valid) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(around(valid), anyBody), async (body) => {
        // Mail an earlier accepted body started after its answer lands first.
        await t.idle();
        const before = await snapshot();
        const payload = typeof body === "string" ? body : JSON.stringify(body);
        const res = await t.app.inject({
          method: "POST",
          url,
          payload,
          headers: { "content-type": "application/json" },
          remoteAddress: "127.0.0.1",
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.body).not.toMatch(/\bat .+:\d+:\d+\)/);
        const parsed = JSON.parse(res.body);
        expect(typeof parsed.isSuccess).toBe("boolean");
        if (res.statusCode >= 400) expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it("ResendOtp with hostile ids answers 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(hostileStrings, async (id) => {
        const res = await t.app.inject({
          method: "POST",
          url: `/api/Book/ResendOtp/${encodeURIComponent(id)}`,
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it("other content types and methods never give 500", async () => {
    for (const [url] of endpoints) {
      const form = await t.app.inject({
        method: "POST",
        url,
        payload: "name=x",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(form.statusCode).toBe(415);
      const put = await t.app.inject({ method: "PUT", url, payload: {} });
      expect(put.statusCode).toBeLessThan(500);
    }
  });
});
