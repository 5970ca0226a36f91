import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_CHANGES } from "../../../server/src/modules/identity/security-alerts";
import { findAdminByEmail } from "../../../server/src/modules/identity/admins";
import { browserKey, networkKey, noteSignInPlace } from "../../../server/src/modules/identity/sign-in-places";
import type { RequestMeta } from "../../../server/src/platform/request-meta";
import { admin, startTestApp, type TestApp } from "../helpers";
import { auditEvents } from "../second-factor-helpers";
import { CHROME_WINDOWS, SAFARI_IPHONE, signIn } from "../session-helpers";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_BASE_URL: "https://admin.example.com" });
});
afterAll(() => t.close());

/** The new-browser-or-network mails the admin has had, once the sign-ins' work after the reply is done. */
async function alerts() {
  await t.idle();
  return t.outbox().filter((m) => m.to === admin.email && m.subject === ACCOUNT_CHANGES.newSignIn);
}

describe("a sign-in from a browser and network new to the account is mailed to the member", () => {
  it("the account's first sign-in is not mailed, nor a known pair from another address of its network", async () => {
    await signIn(t, { userAgent: CHROME_WINDOWS, ip: "8.8.8.8" });
    await signIn(t, { userAgent: CHROME_WINDOWS, ip: "8.8.8.200" });
    // A newer version of the same browser is the same browser.
    await signIn(t, { userAgent: CHROME_WINDOWS.replace("Chrome/131", "Chrome/132"), ip: "8.8.8.9" });
    expect(await alerts()).toEqual([]);
  });

  it("another browser on a known network: mailed once, with what, when, which browser, where and what to do", async () => {
    await signIn(t, { userAgent: FIREFOX_WINDOWS, ip: "8.8.8.8" });
    const [mail, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`${ACCOUNT_CHANGES.newSignIn} (${admin.email}).`);
    expect(mail!.text).toMatch(/When: .*IST/);
    expect(mail!.text).toContain("Browser: Firefox 128 on Windows computer");
    expect(mail!.text).toMatch(/Place: .*United States/);
    expect(mail!.text).toContain("https://admin.example.com/account");
    expect(mail!.text).toContain(`tell an owner of the team: ${admin.email}.`);
    // Seen now: a repeat is not mailed.
    await signIn(t, { userAgent: FIREFOX_WINDOWS, ip: "8.8.8.77" });
    expect(await alerts()).toHaveLength(1);
  });

  it("a known browser on another network is mailed; after 30 days unseen a pair is new again", async () => {
    await signIn(t, { userAgent: CHROME_WINDOWS, ip: "1.1.1.1" });
    expect(await alerts()).toHaveLength(2);
    t.clock.advance(29 * DAY_MS);
    await signIn(t, { userAgent: CHROME_WINDOWS, ip: "1.1.1.1" });
    expect(await alerts()).toHaveLength(2);
    t.clock.advance(31 * DAY_MS);
    await signIn(t, { userAgent: FIREFOX_WINDOWS, ip: "8.8.8.8" });
    expect(await alerts()).toHaveLength(3);
    const sent = await auditEvents(
      t,
      (await signIn(t, { userAgent: FIREFOX_WINDOWS, ip: "8.8.8.8" })).token,
      "account.alert_sent",
    );
    expect(sent.filter((e) => e.detail?.change === "newSignIn")).toHaveLength(3);
  });

  it("two sign-ins at once from a new pair mail once", async () => {
    // Sign-ins of one account are checked one at a time: the two ends of two sign-ins (a passkey's and a
    // code's, say) meet here.
    const me = (await findAdminByEmail(t.app.appContext.db, admin.email))!;
    const meta = (ip: string): RequestMeta => ({
      actor: null,
      ip,
      userAgent: SAFARI_IPHONE,
      requestId: ip,
      origin: undefined,
      host: undefined,
      answered: Promise.resolve(),
    });
    noteSignInPlace(t.app.appContext, meta("9.9.9.9"), me);
    noteSignInPlace(t.app.appContext, meta("9.9.9.10"), me);
    expect(await alerts()).toHaveLength(4);
  });
});

describe("the keys a sign-in is known by", () => {
  it("the network is the /24 of IPv4 and the /48 of IPv6; the browser is its name and device", () => {
    expect(networkKey("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkKey("::ffff:203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkKey("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
    expect(networkKey("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(networkKey("2001:0db8:00ab:ffff:1:2:3:4")).toBe("2001:db8:ab::/48");
    expect(browserKey(FIREFOX_WINDOWS)).toBe("Firefox on Windows computer");
    expect(browserKey("")).toBe("Unknown browser on Unknown device");
  });
});
