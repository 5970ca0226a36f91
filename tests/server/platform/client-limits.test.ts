import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { SLOT_LOOKUPS_PER_10_MIN } from "../../../server/src/modules/booking/availability.routes";
import { REFRESHES_PER_10_MIN } from "../../../server/src/modules/identity/auth.routes";
import { clientKey } from "../../../server/src/platform/client-key";
import { admin, type TestApp, validContact, validDemo, withTestApp } from "../helpers";

describe("clientKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
  ])("%s → %s", (ip, key) => {
    expect(clientKey({ ip })).toBe(key);
  });
});

describe("limits per IPv6 /64 network, not per address", () => {
  const post = (app: TestApp, url: string, payload: object, ip: string) =>
    app.app.inject({ method: "POST", url, payload, remoteAddress: ip });
  const cases: [string, Record<string, string>, (i: number) => [string, object]][] = [
    [
      "contact form",
      { RATE_LIMIT_PUBLIC_FORMS: "2" },
      () => ["/api/v1/Contact/ContactUsMailSend", validContact],
    ],
    [
      "demo codes",
      { RATE_LIMIT_OTP_SENDS_IP: "2" },
      (i) => [
        "/api/v1/Contact/SendOtp",
        { ...validDemo, mobile: `98765432${10 + i}`, email: `v6-${i}@example.org` },
      ],
    ],
    [
      "reset codes",
      { RATE_LIMIT_OTP_SENDS_IP: "2" },
      (i) => ["/api/Auth/GenerateOtp", { email: `v6-${i}@example.org` }],
    ],
    [
      "sign-in",
      { RATE_LIMIT_LOGIN_IP: "2" },
      (i) => ["/api/Auth/Login", { email: `v6-${i}@example.org`, password: "wrong-password-1" }],
    ],
  ];
  it.each(cases)(
    "%s: other addresses in the same /64 share the limit; another /64 does not",
    async (_name, env, request) => {
      await withTestApp({ ...env, LOG_LEVEL: "warn" }, async (app) => {
        const codes = [];
        for (let i = 0; i < 3; i++)
          codes.push((await post(app, ...request(i), `2001:db8:7:1::${i + 1}`)).statusCode);
        expect(codes[2]).toBe(429);
        expect(codes.slice(0, 2)).not.toContain(429);
        expect((await post(app, ...request(3), "2001:db8:7:2::1")).statusCode).not.toBe(429);
      });
    },
  );
});

describe("daily send budgets", () => {
  it("stops SMS codes for everyone once the day's SMS budget is spent, until the next UTC day", async () => {
    await withTestApp({ RATE_LIMIT_SMS_PER_DAY: "2", LOG_LEVEL: "warn" }, async (app) => {
      app.clock.set(new Date("2026-03-10T12:00:00.000Z"));
      const send = (i: number) =>
        app.app.inject({
          method: "POST",
          url: "/api/v1/Contact/SendOtp",
          payload: { ...validDemo, mobile: `91234567${10 + i}`, email: `sms${i}@example.org` },
          remoteAddress: `203.0.113.${i + 1}`,
        });
      expect([(await send(0)).statusCode, (await send(1)).statusCode]).toEqual([200, 200]);
      const over = await send(2);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      app.clock.set(new Date("2026-03-11T00:00:01.000Z"));
      expect((await send(3)).statusCode).toBe(200);
    });
  });

  it("limits code mails per email address per day, for reset codes and demo codes, known or not", async () => {
    await withTestApp(
      { RATE_LIMIT_EMAIL_PER_DAY: "2", RATE_LIMIT_OTP_SENDS: "1000", LOG_LEVEL: "warn" },
      async (app) => {
        const reset = (email: string) =>
          app.app.inject({ method: "POST", url: "/api/Auth/GenerateOtp", payload: { email } });
        for (const email of [admin.email, "ghost@example.org"]) {
          expect([
            (await reset(email)).statusCode,
            (await reset(email)).statusCode,
            (await reset(email)).statusCode,
          ]).toEqual([200, 200, 429]);
        }
        const book = (i: number) =>
          app.app.inject({
            method: "POST",
            url: "/api/v1/Contact/SendOtp",
            payload: { ...validDemo, mobile: `98765433${10 + i}`, email: "booker@example.org" },
          });
        expect([(await book(0)).statusCode, (await book(1)).statusCode, (await book(2)).statusCode]).toEqual([
          200, 200, 429,
        ]);
        await app.idle();
      },
    );
  });
});

describe("per-address limits on the open calls a script could hammer", () => {
  const cases: [string, string, number, InjectOptions][] = [
    ["book-slots", "free times", SLOT_LOOKUPS_PER_10_MIN, { method: "GET", url: "/api/Book/Slots" }],
    ["refresh", "token renewal", REFRESHES_PER_10_MIN, { method: "POST", url: "/api/Auth/Refresh" }],
    [
      "passkey",
      "passkey options of a sign-in",
      30,
      { method: "POST", url: "/api/Auth/SecondFactor/PasskeyOptions", payload: { ticket: "t".repeat(43) } },
    ],
  ];
  it.each(cases)("%s (%s): 429 past the limit, for that address only", async (name, _what, max, call) => {
    await withTestApp({ LOG_LEVEL: "warn" }, async (app) => {
      // The address has already used its allowance in this window.
      for (let i = 0; i < max; i++)
        await app.app.appContext.limiter.hit(`${name}:ip:203.0.113.7`, 10 * 60_000);
      const over = await app.app.inject({ ...call, remoteAddress: "203.0.113.7" });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ isSuccess: false, message: expect.stringMatching(/^Too many /) });
      expect((await app.app.inject({ ...call, remoteAddress: "203.0.113.8" })).statusCode).not.toBe(429);
    });
  });
});
