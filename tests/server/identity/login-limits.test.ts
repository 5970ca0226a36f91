import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, json, startTestApp, type TestApp, withTestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: "1", LOG_LEVEL: "warn" });
});
afterAll(() => t.close());

/** A sign-in from `client` (through one trusted proxy, which passes the client's address on). */
const login = (password: string, client: string, email = admin.email, app = t) =>
  app.app.inject({
    method: "POST",
    url: "/api/Auth/Login",
    payload: { email, password },
    remoteAddress: "10.255.0.1",
    headers: { "x-forwarded-for": client },
  });

describe("sign-in limits", () => {
  it("40 parallel wrong passwords: at most the limit (5) are checked, the rest get 429", async () => {
    const email = "parallel@example.org";
    const results = await Promise.all(
      Array.from({ length: 40 }, () => login("wrong-password-1", "198.51.100.7", email)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - codes.filter((c) => c === 401).length);
    expect(Number(results.find((r) => r.statusCode === 429)!.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("a stranger cannot lock the owner out", () => {
  it("a burst of wrong passwords from one address does not stop the right password from another", async () => {
    const email = "owner@example.org";
    await withTestApp(
      { TRUST_PROXY: "1", ADMIN_EMAIL: email, ADMIN_PASSWORD: "Owner-password-123", LOG_LEVEL: "warn" },
      async (owner) => {
        const attempt = (password: string, client: string) => login(password, client, email, owner);
        for (let i = 0; i < 5; i++)
          expect((await attempt("bad-password-x", "203.0.113.9")).statusCode).toBe(401);
        const stranger = await attempt("bad-password-x", "203.0.113.9");
        expect(stranger.statusCode).toBe(429);
        expect(Number(stranger.headers["retry-after"])).toBeGreaterThan(0);
        // The same address is refused even with the right password; the owner elsewhere is not.
        expect((await attempt("Owner-password-123", "203.0.113.9")).statusCode).toBe(429);
        const own = await attempt("Owner-password-123", "192.0.2.44");
        expect(own.statusCode).toBe(200);
        expect(json(own).token).toEqual(expect.any(String));
      },
    );
  });

  it("failures spread over many addresses slow the email down, growing to a cap, until a success", async () => {
    const email = "spread@example.org";
    t.delays.length = 0;
    for (let i = 0; i < 11; i++)
      expect((await login("wrong-password-1", `198.51.100.${100 + i}`, email)).statusCode).toBe(401);
    expect(t.delays).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    // Another email is not slowed by them.
    t.delays.length = 0;
    expect((await login("wrong-password-1", "198.51.100.200", "other@example.org")).statusCode).toBe(401);
    expect(t.delays).toEqual([]);
  });

  it("a successful sign-in ends the slow-down for that email", async () => {
    t.delays.length = 0;
    for (let i = 0; i < 6; i++)
      expect((await login("wrong-password-1", `198.51.101.${i}`)).statusCode).toBe(401);
    expect(t.delays).toEqual([250]);
    expect((await login(admin.password, "198.51.101.50")).statusCode).toBe(200);
    t.delays.length = 0;
    expect((await login("wrong-password-1", "198.51.101.60")).statusCode).toBe(401);
    expect(t.delays).toEqual([]);
  });
});
