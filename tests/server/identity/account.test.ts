import { describe, expect, it } from "vitest";
import { PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from "../../../src/contract/account";
import { createAdmin } from "../../../server/src/modules/identity/admins";
import { describeUserAgent } from "../../../server/src/platform/user-agent";
import { admin, auth, json } from "../helpers";
import { adminCall, auditRows, CHROME_WINDOWS, refresh, SAFARI_IPHONE, signIn } from "../session-helpers";
import { noLimits, sharedTestApp } from "../shared-app";
import { passwordProblem } from "../../../server/src/modules/identity/password-strength";

const t = sharedTestApp(noLimits);

const call = (method: "GET" | "POST" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

const sessionsOf = async (token: string) =>
  json(await call("GET", "/Account/Sessions", token)).data as {
    _id: string;
    current: boolean;
    device: string;
    browser: string;
    place: string;
    lastSeenAt: string;
  }[];

/** Ends every session of the e2e admin, so each test counts its own. */
async function freshStart() {
  const s = await signIn(t);
  await call("POST", "/Account/Sessions/EndOthers", s.token);
  return s;
}

describe("GET /Account/Sessions", () => {
  it("lists this member's open sessions with device, browser, approximate place and last seen", async () => {
    const laptop = await freshStart();
    const phone = await signIn(t, { userAgent: SAFARI_IPHONE, ip: "8.8.8.8" });
    t.clock.advance(90_000);
    expect(await adminCall(t, phone.token)).toBe(200);
    const phoneSeen = t.clock().getTime();
    t.clock.advance(60_000);
    const list = await sessionsOf(laptop.token);
    // The most recently seen first: the caller's own session (marked), seen by this very call.
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      _id: laptop.sessionId,
      current: true,
      device: "Windows computer",
      browser: "Chrome 131",
      place: "Local network",
    });
    expect(Date.parse(list[0]!.lastSeenAt)).toBe(t.clock().getTime());
    expect(list[1]).toMatchObject({
      _id: phone.sessionId,
      current: false,
      device: "iPhone",
      browser: "Safari 17",
    });
    expect(list[1]!.place).toMatch(/United States/);
    expect(Date.parse(list[1]!.lastSeenAt)).toBe(phoneSeen);
  });

  it("never lists another member's sessions", async () => {
    await createAdmin(t.app.appContext.db, "other@example.com", "Other-member-password-42", t.clock());
    const other = await signIn(t, {
      who: { email: "other@example.com", password: "Other-member-password-42" },
    });
    const mine = await freshStart();
    expect((await sessionsOf(mine.token)).map((s) => s._id)).not.toContain(other.sessionId);
    // Nor ends one.
    expect((await call("DELETE", `/Account/Sessions/${other.sessionId}`, mine.token)).statusCode).toBe(404);
    expect(await adminCall(t, other.token)).toBe(200);
  });

  it("needs a signed-in member", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/Account/Sessions" })).statusCode).toBe(401);
  });
});

describe("signing sessions out", () => {
  it("Sign out on one session: its token and its cookie stop working at once, logged", async () => {
    const laptop = await freshStart();
    const phone = await signIn(t, { userAgent: SAFARI_IPHONE });
    const res = await call("DELETE", `/Account/Sessions/${phone.sessionId}`, laptop.token);
    expect(json(res)).toMatchObject({ isSuccess: true, message: "That session has been signed out." });
    expect(await adminCall(t, phone.token)).toBe(401);
    expect((await refresh(t, phone.cookie)).statusCode).toBe(401);
    expect(await adminCall(t, laptop.token)).toBe(200);
    expect((await auditRows(t, "session.ended")).at(-1)).toMatchObject({
      outcome: "success",
      detail: { session: phone.sessionId },
    });
    expect((await call("DELETE", `/Account/Sessions/${phone.sessionId}`, laptop.token)).statusCode).toBe(404);
  });

  it("Sign out everywhere else keeps only this session, logged", async () => {
    const here = await freshStart();
    const others = [await signIn(t), await signIn(t, { userAgent: SAFARI_IPHONE })];
    const res = await call("POST", "/Account/Sessions/EndOthers", here.token);
    expect(json(res).message).toBe("2 other sessions have been signed out.");
    for (const o of others) expect(await adminCall(t, o.token)).toBe(401);
    expect(await adminCall(t, here.token)).toBe(200);
    expect((await sessionsOf(here.token)).map((s) => s._id)).toEqual([here.sessionId]);
    expect((await auditRows(t, "session.ended_all")).at(-1)).toMatchObject({
      detail: { count: 2, scope: "others" },
    });
  });

  it("an owner ends every session of a member from the Team screen", async () => {
    const owner = await freshStart();
    await createAdmin(t.app.appContext.db, "member@example.com", "Member-password-42x", t.clock());
    const who = { email: "member@example.com", password: "Member-password-42x" };
    const a = await signIn(t, { who });
    const b = await signIn(t, { who, userAgent: SAFARI_IPHONE });
    const memberId = JSON.parse(Buffer.from(a.token.split(".")[1]!, "base64url").toString()).sub as string;
    const res = await call("DELETE", `/Team/Members/${memberId}/Sessions`, owner.token);
    expect(json(res)).toMatchObject({
      isSuccess: true,
      message: "member@example.com has been signed out everywhere (2 sessions).",
    });
    expect(await adminCall(t, a.token)).toBe(401);
    expect(await adminCall(t, b.token)).toBe(401);
    expect(await adminCall(t, owner.token)).toBe(200);
    expect((await auditRows(t, "session.ended_all")).at(-1)).toMatchObject({
      detail: { member: memberId, count: 2, scope: "all" },
    });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("DELETE", `/Team/Members/${unknown}/Sessions`, owner.token)).statusCode).toBe(404);
  });
});

describe("POST /Account/Password", () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    call("POST", "/Account/Password", token, { currentPassword, newPassword });

  it("needs the right current password (field error, logged) and a valid new one", async () => {
    const s = await freshStart();
    const wrong = await change(s.token, "not-my-password", "Brand-new-password-42");
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      message: WRONG_CURRENT_PASSWORD,
      errors: [{ path: "currentPassword", message: WRONG_CURRENT_PASSWORD }],
    });
    expect((await auditRows(t, "auth.password_changed")).at(-1)?.outcome).toBe("failure");
    const short = await change(s.token, admin.password, "short");
    expect(short.statusCode).toBe(400);
    expect(json(short).errors).toEqual([expect.objectContaining({ path: "newPassword" })]);
  });

  it("refuses a guessable new password with the message reset and invitations give, and keeps the old one", async () => {
    const s = await freshStart();
    const weak = await change(s.token, admin.password, "password1234");
    const message = passwordProblem("password1234", [admin.email]);
    expect(message).toMatch(/^This password is too easy to guess\./);
    expect(weak.statusCode).toBe(400);
    expect(json(weak)).toMatchObject({ message, errors: [{ path: "newPassword", message }] });
    const stillOld = await t.app.inject({ method: "POST", url: "/api/Auth/Login", payload: admin });
    expect(stillOld.statusCode).toBe(200);
  });

  it("sets the new password and signs out every other session, keeping this one", async () => {
    const here = await freshStart();
    const other = await signIn(t, { userAgent: SAFARI_IPHONE });
    const res = await change(here.token, admin.password, "Brand-new-password-42");
    expect(json(res)).toMatchObject({ isSuccess: true, message: PASSWORD_CHANGED });
    expect(await adminCall(t, other.token)).toBe(401);
    expect((await refresh(t, other.cookie)).statusCode).toBe(401);
    expect(await adminCall(t, here.token)).toBe(200);
    expect((await refresh(t, here.cookie)).statusCode).toBe(200);
    const old = await t.app.inject({ method: "POST", url: "/api/Auth/Login", payload: admin });
    expect(old.statusCode).toBe(401);
    await signIn(t, { who: { email: admin.email, password: "Brand-new-password-42" } });
    expect((await auditRows(t, "auth.password_changed")).at(-1)?.outcome).toBe("success");
    await t.idle();
    expect(t.outbox().at(-1)).toMatchObject({ to: admin.email });
    // Back, for the other tests of the file.
    await change(here.token, "Brand-new-password-42", admin.password);
  });

  it("allows 10 tries an hour per member", async () => {
    // A member of its own: the tries of the tests above count for the e2e admin.
    const who = { email: "tries@example.com", password: "Tries-member-password-42" };
    await createAdmin(t.app.appContext.db, who.email, who.password, t.clock());
    const s = await signIn(t, { who });
    for (let i = 0; i < 10; i++)
      expect((await change(s.token, "wrong", "Brand-new-password-42")).statusCode).toBe(400);
    expect((await change(s.token, who.password, "Brand-new-password-42")).statusCode).toBe(429);
  });
});

describe("describeUserAgent", () => {
  it("names common browsers and devices", () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toEqual({ browser: "Chrome 131", device: "Windows computer" });
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      ),
    ).toEqual({ browser: "Safari 17", device: "Mac" });
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ).browser,
    ).toBe("Edge 131");
    expect(describeUserAgent("Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0")).toEqual(
      { browser: "Firefox 128", device: "Android phone" },
    );
    expect(describeUserAgent("")).toEqual({ browser: "Unknown browser", device: "Unknown device" });
  });
});
