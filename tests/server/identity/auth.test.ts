import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, auth, json, latestCode, startTestApp, type TestApp, withTestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_LOGIN_EMAIL: "3", RATE_LIMIT_LOGIN_IP: "8" });
});
afterAll(() => t.close());

const login = (payload: object, ip = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/Auth/Login", payload, remoteAddress: ip });
const contacts = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/v1/Contact/GetAll", headers: auth(token) });

describe("POST /Auth/Login", () => {
  it("returns a token that opens admin calls", async () => {
    const res = await login(admin, "10.0.0.1");
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ isSuccess: true, message: expect.any(String), token: expect.any(String) });
    const [, payload] = (body.token as string).split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(claims.jti).toEqual(expect.any(String));
    expect((await contacts(body.token as string)).statusCode).toBe(200);
  });

  it("treats the email case-insensitively", async () => {
    expect((await login({ ...admin, email: admin.email.toUpperCase() }, "10.0.0.2")).statusCode).toBe(200);
  });

  it("gives the same generic failure for an unknown email and a wrong password", async () => {
    const unknown = await login({ email: "nobody@example.org", password: "whatever-password" }, "10.0.0.3");
    const wrongPw = await login({ ...admin, password: "wrong-password-1" }, "10.0.0.3");
    expect(unknown.statusCode).toBe(401);
    expect(wrongPw.statusCode).toBe(401);
    expect(unknown.body).toBe(wrongPw.body);
    expect(json(unknown)).toEqual({ isSuccess: false, message: "Invalid email or password" });
  });

  it.each([
    [{ email: "", password: "x" }, "email"],
    [{ email: "not-email", password: "x" }, "email"],
    [{ email: admin.email, password: "" }, "password"],
    [{ email: admin.email }, "password"],
  ])("validates %j", async (payload, path) => {
    const res = await login(payload, "10.0.0.4");
    expect(res.statusCode).toBe(400);
    expect((json(res).errors as { path: string }[]).map((e) => e.path)).toContain(path);
  });

  it("locks an (email, address) pair out after repeated failures, even with the right password, with Retry-After", async () => {
    const victim = { email: "locked@example.org", password: "Some-password-123" };
    await withTestApp(
      { ADMIN_EMAIL: victim.email, ADMIN_PASSWORD: victim.password, RATE_LIMIT_LOGIN_EMAIL: "3" },
      async (make) => {
        const attempt = (password: string, ip: string) =>
          make.app.inject({
            method: "POST",
            url: "/api/Auth/Login",
            payload: { email: victim.email, password },
            remoteAddress: ip,
          });
        for (let i = 0; i < 3; i++)
          expect((await attempt("bad-password-x", "10.1.0.1")).statusCode).toBe(401);
        const locked = await attempt(victim.password, "10.1.0.1");
        expect(locked.statusCode).toBe(429);
        expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
        expect(json(locked).isSuccess).toBe(false);
        expect((await attempt(victim.password, "10.1.0.9")).statusCode).toBe(200);
      },
    );
  });

  it("limits failures per IP across emails", async () => {
    const ip = "10.2.0.1";
    const codes = [];
    for (let i = 0; i < 9; i++)
      codes.push((await login({ email: `x${i}@example.org`, password: "nope-nope-1" }, ip)).statusCode);
    expect(codes.slice(0, 8).every((c) => c === 401)).toBe(true);
    expect(codes[8]).toBe(429);
  });
});

describe("tokens", () => {
  it("a revoked token (Logout) gets 401", async () => {
    const token = json(await login(admin, "10.3.0.1")).token as string;
    expect((await contacts(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/Auth/Logout", headers: auth(token) });
    expect(json(out)).toMatchObject({ isSuccess: true });
    expect((await contacts(token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/Auth/Logout", headers: auth(token) })).statusCode,
    ).toBe(401);
  });

  it("Logout needs a token", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/Auth/Logout" })).statusCode).toBe(401);
  });

  it("an expired token gets 401", async () => {
    const token = json(await login(admin, "10.3.0.2")).token as string;
    t.clock.advance(8 * 60 * 60 * 1000 + 1000);
    const res = await contacts(token);
    expect(res.statusCode).toBe(401);
    expect(json(res).isSuccess).toBe(false);
  });

  it("a tampered or foreign token gets 401", async () => {
    const token = json(await login(admin, "10.3.0.3")).token as string;
    const [h, p, s] = token.split(".");
    const claims = JSON.parse(Buffer.from(p!, "base64url").toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url")}.${s}`;
    expect((await contacts(forged)).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${p}.`;
    expect((await contacts(none)).statusCode).toBe(401);
  });
});

describe("password reset by emailed code", () => {
  it("answers the same whether or not the email exists, and mails only real admins", async () => {
    const before = t.outbox().length;
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/Auth/GenerateOtp",
      payload: { email: "ghost@example.org" },
    });
    const known = await t.app.inject({
      method: "POST",
      url: "/api/Auth/GenerateOtp",
      payload: { email: admin.email },
    });
    await t.idle(); // the mail goes out after the reply
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const sent = t.outbox().slice(before);
    expect(sent.map((m) => m.to)).toEqual([admin.email]);
    expect(known.body).not.toContain(latestCode(t, admin.email));
  });

  it("verifies the code, resets the password, and voids older tokens", async () => {
    const oldToken = json(await login(admin, "10.4.0.1")).token as string;
    t.clock.advance(30_000); // the resend interval after the code above
    await t.app.inject({ method: "POST", url: "/api/Auth/GenerateOtp", payload: { email: admin.email } });
    await t.idle();
    const code = latestCode(t, admin.email);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/Auth/VerifyOtp",
      payload: { email: admin.email, otp: code === "000000" ? "000001" : "000000" },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe("Invalid OTP.");
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/Auth/VerifyOtp",
      payload: { email: admin.email, otp: code },
    });
    expect(json(ok), ok.body).toMatchObject({ isSuccess: true });
    const newPassword = "A-brand-new-password-99";
    const short = await t.app.inject({
      method: "POST",
      url: "/api/Auth/ResetPassword",
      payload: { email: admin.email, otp: code, newPassword: "short" },
    });
    expect(short.statusCode).toBe(400);
    t.clock.advance(1000);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/Auth/ResetPassword",
      payload: { email: admin.email, otp: code, newPassword },
    });
    expect(json(reset)).toMatchObject({ isSuccess: true });
    t.clock.advance(1000);
    expect((await contacts(oldToken)).statusCode).toBe(401);
    expect((await login(admin, "10.4.0.2")).statusCode).toBe(401);
    const fresh = await login({ email: admin.email, password: newPassword }, "10.4.0.3");
    expect(fresh.statusCode).toBe(200);
    expect((await contacts(json(fresh).token as string)).statusCode).toBe(200);
    const reuse = await t.app.inject({
      method: "POST",
      url: "/api/Auth/ResetPassword",
      payload: { email: admin.email, otp: code, newPassword: "Another-password-777" },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it("rejects a code for an unknown email like a wrong one", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/Auth/VerifyOtp",
      payload: { email: "ghost@example.org", otp: "123456" },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ isSuccess: false, message: "Invalid OTP." });
  });
});
