import type { HTTPMethods } from "fastify";
import { describe, expect, it } from "vitest";
import { pathOf, type Endpoint } from "~/contract/endpoint";
import { accountSecurityApi } from "~/contract/endpoints/account-security";
import { analyticsApi } from "~/contract/endpoints/analytics";
import { analyticsSharingApi } from "~/contract/endpoints/analytics-sharing";
import { contactApi } from "~/contract/endpoints/contact";
import { demoApi } from "~/contract/endpoints/demo";
import { ipAddressApi } from "~/contract/endpoints/ip-addresses";
import { kpiApi } from "~/contract/endpoints/kpi";
import { leadPrivacyApi } from "~/contract/endpoints/lead-privacy";
import { leadsApi } from "~/contract/endpoints/leads";
import { teamApi } from "~/contract/endpoints/team";
import { STEP_UP_REQUIRED, WRONG_PASSWORD } from "~/contract/step-up";
import { admin, auth, json, type TestApp } from "../helpers";
import { auditEvents, totpCode } from "../second-factor-helpers";
import { SAFARI_IPHONE, signIn } from "../session-helpers";
import { noLimits, sharedTestApp } from "../shared-app";
import { memberPassword, staffMember } from "../team-members";

const t = sharedTestApp({ ...noLimits, ADMIN_BASE_URL: "https://admin.example.com" });

const call = (method: HTTPMethods, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

const confirm = (token: string, payload: object) => call("POST", "/Auth/StepUp", token, payload);

/** The sensitive calls of the issue, each as a member with a stolen token would try it. */
const sensitive: [HTTPMethods, string, object?][] = [
  ["POST", "/Account/Passkeys/Options"],
  ["POST", "/Account/Totp/Setup"],
  ["POST", "/Analytics/ApiKeys", { label: "Stolen" }],
  ["GET", "/v1/Leads/contact/Export"],
];

/** Every change the issue names as sensitive, as declared in the contract. */
const everySensitive: Endpoint[] = [
  accountSecurityApi.totpSetup,
  accountSecurityApi.totpConfirm,
  accountSecurityApi.totpDisable,
  accountSecurityApi.recoveryCodes,
  accountSecurityApi.passkeyOptions,
  accountSecurityApi.addPasskey,
  accountSecurityApi.removePasskey,
  teamApi.removeMember,
  teamApi.changeRole,
  teamApi.saveSettings,
  analyticsSharingApi.createShareLink,
  analyticsSharingApi.createApiKey,
  leadPrivacyApi.export,
  leadPrivacyApi.erase,
  leadsApi.export,
  contactApi.remove,
  demoApi.remove,
  ipAddressApi.remove,
  kpiApi.remove,
  analyticsApi.exportCsv,
];

const mailsTo = (app: TestApp, to: string) => app.outbox().filter((m) => m.to === to);

describe("step-up before a sensitive change", () => {
  it("refuses a fresh sign-in's token: signing in does not count", async () => {
    const { token } = await signIn(t);
    for (const [method, url, body] of sensitive) {
      const res = await call(method, url, token, body);
      expect(res.statusCode, url).toBe(403);
      expect(json(res).message, url).toBe(STEP_UP_REQUIRED);
    }
    // Nothing was made meanwhile.
    const keys = json(await call("GET", "/Analytics/ApiKeys", token)).data as unknown[];
    expect(keys).toHaveLength(0);
  });

  it("guards every sensitive change the same way, before its body is read", async () => {
    const { token } = await signIn(t);
    for (const e of everySensitive) {
      const url = `/api${pathOf(e.path, { id: "x", kind: "contact", table: "daily" })}`;
      const res = await t.app.inject({ method: e.method, url, headers: auth(token), payload: {} });
      expect(res.statusCode, url).toBe(403);
      expect(json(res).message, url).toBe(STEP_UP_REQUIRED);
      expect(e.errors, url).toContain(403);
    }
  });

  it("a wrong password is refused with a field error and logged; the right one lets the calls through", async () => {
    const { token } = await signIn(t);
    const wrong = await confirm(token, { password: "not-the-password-1" });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      message: WRONG_PASSWORD,
      errors: [{ path: "password", message: WRONG_PASSWORD }],
    });
    expect((await call("POST", "/Account/Totp/Setup", token)).statusCode).toBe(403);

    const right = await confirm(token, { password: admin.password });
    expect(right.statusCode).toBe(200);
    const until = Date.parse((json(right).data as { until: string }).until);
    expect(until - t.clock().getTime()).toBe(5 * 60_000);
    for (const [method, url, body] of sensitive) {
      const res = await call(method, url, token, body);
      expect(res.statusCode, url).toBe(200);
    }
    const events = await auditEvents(t, token, "auth.step_up");
    expect(events[0]).toMatchObject({ outcome: "success", detail: { method: "password" } });
    const failed = await auditEvents(t, token, "auth.step_up_failed");
    expect(failed[0]).toMatchObject({ outcome: "failure", detail: { method: "password" } });
  });

  it("lasts STEP_UP_MINUTES on the session that confirmed, and no other", async () => {
    const laptop = await signIn(t);
    const phone = await signIn(t);
    expect((await confirm(laptop.token, { password: admin.password })).statusCode).toBe(200);
    expect((await call("POST", "/Account/Totp/Setup", phone.token)).statusCode).toBe(403);
    t.clock.advance(4 * 60_000);
    expect((await call("POST", "/Account/Totp/Setup", laptop.token)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const late = await call("POST", "/Account/Totp/Setup", laptop.token);
    expect(late.statusCode).toBe(403);
    expect(json(late).message).toBe(STEP_UP_REQUIRED);
  });

  it("takes an authenticator code or a recovery code; the recovery code's use is mailed", async () => {
    const who = { email: "coded@example.org", password: memberPassword };
    await staffMember(t, who.email);
    const { token } = await signIn(t, { who });
    await confirm(token, { password: who.password });
    const setup = await call("POST", "/Account/Totp/Setup", token);
    const { secret } = json(setup).data as { secret: string };
    const on = await call("POST", "/Account/Totp/Confirm", token, { code: totpCode(t, secret) });
    const { codes } = json(on).data as { codes: string[] };

    t.clock.advance(6 * 60_000);
    expect((await confirm(token, { code: "000000" })).statusCode).toBe(400);
    expect((await confirm(token, { code: totpCode(t, secret) })).statusCode).toBe(200);
    t.clock.advance(6 * 60_000);
    expect((await confirm(token, { code: codes[0]! })).statusCode).toBe(200);
    await t.idle();
    const subjects = mailsTo(t, who.email).map((m) => m.subject);
    expect(subjects).toContain("An authenticator app was turned on for your account");
    expect(subjects).toContain("A recovery code was used on your account");
  });

  it("counts wrong answers: the eleventh in 15 minutes answers 429", async () => {
    const who = { email: "guesser@example.org", password: memberPassword };
    await staffMember(t, who.email);
    const { token } = await signIn(t, { who });
    for (let i = 0; i < 10; i++)
      expect((await confirm(token, { password: `wrong-password-${i}` })).statusCode).toBe(400);
    expect((await confirm(token, { password: who.password })).statusCode).toBe(429);
  });

  it("refuses a body with no way or two ways of confirming", async () => {
    const { token } = await signIn(t);
    expect((await confirm(token, {})).statusCode).toBe(400);
    expect((await confirm(token, { password: admin.password, code: "123456" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "POST", url: "/api/Auth/StepUp", payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe("security alert mails", () => {
  it("tell the member what changed, when in the company's zone, from which browser and where, and what to do", async () => {
    const who = { email: "alerted@example.org", password: memberPassword };
    await staffMember(t, who.email);
    const { token } = await signIn(t, { who });
    await confirm(token, { password: who.password });
    const setup = await call("POST", "/Account/Totp/Setup", token);
    const { secret } = json(setup).data as { secret: string };
    // The change comes from another browser and network than the sign-in: the mail names the change's.
    await t.app.inject({
      method: "POST",
      url: "/api/Account/Totp/Confirm",
      headers: { ...auth(token), "user-agent": SAFARI_IPHONE },
      remoteAddress: "8.8.8.8",
      payload: { code: totpCode(t, secret) },
    });
    await t.idle();
    const mail = mailsTo(t, who.email).find(
      (m) => m.subject === "An authenticator app was turned on for your account",
    )!;
    expect(mail.text).toContain("(alerted@example.org)");
    expect(mail.text).toMatch(/When: .*IST/);
    expect(mail.text).toMatch(/Browser: Safari 17 on iPhone/);
    expect(mail.text).toMatch(/Place: .*United States/);
    expect(mail.text).toContain("https://admin.example.com/account");
    expect(mail.text).toContain(admin.email);
    expect(mail.text).not.toContain(secret);
    const sent = await auditEvents(t, await t.token(), "account.alert_sent");
    expect(sent.some((e) => e.detail?.change === "totpEnabled")).toBe(true);
  });

  it("tell a member whose role an owner changed", async () => {
    const member = await staffMember(t, "promoted@example.org");
    const owner = await t.token();
    await confirm(owner, { password: admin.password });
    expect((await call("PUT", `/Team/Members/${member.id}/Role`, owner, { role: "owner" })).statusCode).toBe(
      200,
    );
    await t.idle();
    expect(mailsTo(t, "promoted@example.org").map((m) => m.subject)).toContain(
      "Your role in the team was changed",
    );
  });
});
