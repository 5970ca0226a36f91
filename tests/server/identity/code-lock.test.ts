import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODES_LOCKED, CODES_UNLOCKED, INVALID_CODE, UNLOCK_LINK_INVALID } from "~/contract/mfa";
import { findAdminByEmail } from "../../../server/src/modules/identity/admins";
import { ACCOUNT_CHANGES } from "../../../server/src/modules/identity/security-alerts";
import { admin, auth, json, startTestApp, type TestApp } from "../helpers";
import { auditEvents, enableTotp, login, secondFactor, totpCode } from "../second-factor-helpers";

let t: TestApp;
let token: string;
let secret: string;
let recovery: string[];
beforeAll(async () => {
  t = await startTestApp({ ADMIN_BASE_URL: "https://admin.example.com" });
  token = await t.token();
  ({ secret, codes: recovery } = await enableTotp(t, token));
  await freshTries(); // the set-up's own code took a try
});
afterAll(() => t.close());

/** A right password: the second step's ticket. */
const ticket = async () =>
  (json(await login(t, admin.email, admin.password)).secondFactor as { ticket: string }).ticket;

/** A code the app does not show now (three periods away), so never a right one. */
const wrongCode = () => totpCode(t, secret, 3);

/** The windows of the limits pass, as they would after `key`'s time: the lock alone is tested. */
async function windowsPass(...keys: ("tries" | "mails")[]) {
  const { db, limiter } = t.app.appContext;
  const me = await findAdminByEmail(db, admin.email);
  const of = { tries: [`mfa:try:${me!.id}`, "mfa:ip:127.0.0.1"], mails: [`mfa:unlock-mail:${me!.id}`] };
  for (const key of keys.flatMap((k) => of[k])) await limiter.reset(key);
}
const freshTries = () => windowsPass("tries");

/** `n` wrong codes, a ticket per 5 (a ticket's own tries); the answers' status and message. */
async function wrongCodes(n: number) {
  const answers: { status: number; message: unknown }[] = [];
  let step = "";
  for (let i = 0; i < n; i++) {
    if (i % 5 === 0) step = await ticket();
    const res = await secondFactor(t, { ticket: step, code: wrongCode() });
    answers.push({ status: res.statusCode, message: json(res).message });
  }
  return answers;
}

const lockMails = () =>
  t.outbox().filter((m) => m.to === admin.email && m.subject === ACCOUNT_CHANGES.codesLocked);

const unlock = (link: string) =>
  t.app.inject({ method: "POST", url: "/api/Auth/SecondFactor/Unlock", payload: { token: link } });

describe("10 wrong codes in a row lock the codes until the mailed link is followed", () => {
  it("a right code ends the run of wrong codes", async () => {
    expect(await wrongCodes(9)).toEqual(Array(9).fill({ status: 401, message: INVALID_CODE }));
    t.clock.advance(30_000); // the set-up spent this period's code
    expect((await secondFactor(t, { ticket: await ticket(), code: totpCode(t, secret) })).statusCode).toBe(
      200,
    );
    await freshTries();
    expect(await wrongCodes(9)).toEqual(Array(9).fill({ status: 401, message: INVALID_CODE }));
    // A recovery code is a code too, and a right one ends the run as well.
    expect((await secondFactor(t, { ticket: await ticket(), code: recovery[0] })).statusCode).toBe(200);
    await freshTries();
    await t.idle();
    expect(lockMails()).toEqual([]);
  });

  it("the 10th wrong code locks: said at once, mailed with an unlock link, logged; even a right code is then refused", async () => {
    const answers = await wrongCodes(10);
    expect(answers.slice(0, 9)).toEqual(Array(9).fill({ status: 401, message: INVALID_CODE }));
    expect(answers[9]).toEqual({ status: 401, message: CODES_LOCKED });
    // The account's 10 tries of the window are spent, and still the answer says why.
    const spent = await secondFactor(t, { ticket: await ticket(), code: totpCode(t, secret, 1) });
    expect(spent.statusCode).toBe(429);
    expect(json(spent).message).toBe(CODES_LOCKED);
    await freshTries();
    t.clock.advance(30_000);
    const right = await secondFactor(t, { ticket: await ticket(), code: totpCode(t, secret) });
    expect(right.statusCode).toBe(423);
    expect(json(right)).toMatchObject({ isSuccess: false, message: CODES_LOCKED });
    expect(json(right).token).toBeUndefined();
    const recoveryCode = await secondFactor(t, { ticket: await ticket(), code: recovery[1] });
    expect(recoveryCode.statusCode).toBe(423);
    await t.idle();
    const [mail] = lockMails();
    expect(mail!.text).toContain(`(${admin.email})`);
    expect(mail!.text).toMatch(/When: .+/);
    expect(mail!.text).toMatch(/Browser: .+/);
    expect(mail!.text).toMatch(/Place: .+/);
    expect(mail!.text).toMatch(
      /open this link within 24 hours: https:\/\/admin\.example\.com\/unlock-codes#\S{43}\n/,
    );
    expect(mail!.text).toContain("https://admin.example.com/account");
    expect(mail!.text).not.toContain(secret);
    expect((await auditEvents(t, token, "mfa.locked")).length).toBe(1);
    // The refused tries did not spend the recovery code.
    const status = await t.app.inject({
      method: "GET",
      url: "/api/Account/SecondFactor",
      headers: auth(token),
    });
    expect((json(status).data as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(9);
  });

  it("the link unlocks once; every link mailed meanwhile is spent with it; a right code then signs in", async () => {
    await t.idle();
    const links = lockMails().map((m) => /\/unlock-codes#(\S{43})/.exec(m.text)![1]!);
    // The lock's mail and a reminder with each refused code, three an hour at most.
    expect(links).toHaveLength(3);
    expect((await unlock("A".repeat(43))).statusCode).toBe(400);
    expect((await unlock("too-short")).statusCode).toBe(400);
    const ok = await unlock(links[0]!);
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ isSuccess: true, message: CODES_UNLOCKED });
    for (const link of links) {
      const again = await unlock(link);
      expect(again.statusCode).toBe(400);
      expect(json(again).message).toBe(UNLOCK_LINK_INVALID);
    }
    expect((await auditEvents(t, token, "mfa.unlocked")).length).toBe(1);
    t.clock.advance(30_000);
    const signedIn = await secondFactor(t, { ticket: await ticket(), code: totpCode(t, secret) });
    expect(signedIn.statusCode).toBe(200);
    expect(json(signedIn).token).toEqual(expect.any(String));
    await t.idle();
    expect(
      t.outbox().filter((m) => m.to === admin.email && m.subject === ACCOUNT_CHANGES.codesUnlocked),
    ).toHaveLength(1);
  });

  it("an unlock link expires after 24 hours; a code tried then mails a fresh one", async () => {
    await windowsPass("tries", "mails");
    await wrongCodes(10);
    await t.idle();
    const link = /\/unlock-codes#(\S{43})/.exec(lockMails().at(-1)!.text)![1]!;
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const late = await unlock(link);
    expect(late.statusCode).toBe(400);
    expect(json(late).message).toBe(UNLOCK_LINK_INVALID);
    await freshTries();
    const still = await secondFactor(t, { ticket: await ticket(), code: totpCode(t, secret) });
    expect(still.statusCode).toBe(423);
    await t.idle();
    const fresh = /\/unlock-codes#(\S{43})/.exec(lockMails().at(-1)!.text)![1]!;
    expect(fresh).not.toBe(link);
    expect((await unlock(fresh)).statusCode).toBe(200);
  });
});
