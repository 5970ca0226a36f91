import { eq } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { rotateKeyRing, listKeyRing } from "../../../server/src/keys-command";
import { findAdminByEmail } from "../../../server/src/modules/identity/admins";
import { sendBookingMails } from "../../../server/src/modules/booking/invites";
import { issueManageToken } from "../../../server/src/modules/booking/manage-token";
import { loginOf, sealPassword } from "../../../server/src/modules/booking/caldav/settings";
import { RETIRED_ACCESS_KEY_MS } from "../../../server/src/platform/crypto/key-retirement";
import type { KeyPurpose } from "../../../server/src/platform/crypto/keys";
import { issueCode, verifyCode } from "../../../server/src/platform/crypto/otp";
import { sealedKid } from "../../../server/src/platform/crypto/sealed";
import { rootSecret, SIGNING_DELAY_MS } from "../../../server/src/platform/crypto/secrets";
import { jobs, keyRing, mfaTotp, staffSchedules } from "../../../server/src/platform/db/schema";
import { runDueJobs } from "../../../server/src/platform/jobs";
import { admin, json, startTestApp, tokenExpiry, type TestApp } from "../helpers";
import { noLimits } from "../shared-app";
import { adminCall } from "../session-helpers";
import { bookingRow, insertBooking, invitationMails, tokenIn } from "../booking-test-helpers";
import { enableTotp, login, secondFactor, totpCode } from "../second-factor-helpers";

// `npm run admin -- keys rotate` (ADR 0067): new keys sign once every instance has read them, older
// tokens, links, codes and sealed secrets keep working until nothing made with the old keys is valid.

// Ahead of the real time the app starts at (its first keys are made then): time only moves forward.
const START = new Date("2031-03-03T04:00:00.000Z");

async function withApp(body: (t: TestApp) => Promise<void>) {
  const t = await startTestApp({ ...noLimits, LOG_LEVEL: "warn" }, { jobPollMs: 0 });
  t.clock.set(START);
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

const kidOf = (jwt: string) => decodeProtectedHeader(jwt).kid;

/** Rotates as the command does, then reads the table as this instance's next refresh would. */
async function rotate(t: TestApp) {
  const ctx = t.app.appContext;
  const old = Object.fromEntries(
    (["access", "seal", "code", "manage"] as KeyPurpose[]).map((p) => [p, ctx.secrets.current(p).kid]),
  ) as Record<KeyPurpose, string>;
  const lines = await rotateKeyRing(ctx.db, rootSecret(ctx.config), t.clock());
  await ctx.secrets.refresh();
  const fresh = (p: KeyPurpose) => ctx.secrets.all(p)[0]!.kid;
  const added = {
    access: fresh("access"),
    seal: fresh("seal"),
    code: fresh("code"),
    manage: fresh("manage"),
  };
  for (const kid of Object.values(added)) expect(lines.join("\n")).toContain(kid);
  return { old, added, at: t.clock().getTime(), lines };
}

/** The states of the jobs of a kind. */
const jobsOf = async (t: TestApp, kind: string) =>
  (await t.app.appContext.db.select().from(jobs).where(eq(jobs.kind, kind))).map((j) => j.status);

/** The password step of a member with a second factor: its ticket. */
async function ticket(t: TestApp) {
  const res = await login(t, admin.email, admin.password);
  return (json(res) as { secondFactor?: { ticket: string } }).secondFactor!.ticket;
}

describe("access tokens across a rotation", () => {
  it("new tokens carry the new key id once it signs; older ones are accepted until they expire", () =>
    withApp(async (t) => {
      const ctx = t.app.appContext;
      const before = await t.newToken();
      const { old, added, at } = await rotate(t);
      expect(kidOf(before)).toBe(old.access);
      expect(added.access).not.toBe(old.access);
      // Until every instance has read the new key, tokens are still signed with the old one.
      expect(kidOf(await t.newToken())).toBe(old.access);
      t.clock.advance(SIGNING_DELAY_MS);
      const after = await t.newToken();
      expect(kidOf(after)).toBe(added.access);
      expect(await adminCall(t, before)).toBe(200);
      expect(await adminCall(t, after)).toBe(200);

      // A token of the old key that would outlive it: accepted while the key is kept, refused once dropped.
      const oldKey = ctx.secrets.find("access", old.access)!.key;
      const outliving = async () => {
        const claims = decodeJwt(before);
        return new SignJWT({ email: claims.email, sid: claims.sid, iatMs: claims.iatMs })
          .setProtectedHeader({ alg: "HS256", typ: "JWT", kid: old.access })
          .setSubject(claims.sub!)
          .setIssuer(claims.iss!)
          .setJti(crypto.randomUUID())
          .setIssuedAt(claims.iat!)
          .setExpirationTime(Math.floor(t.clock().getTime() / 1000) + 3600)
          .sign(oldKey);
      };
      expect(await adminCall(t, await outliving())).toBe(200);

      t.clock.set(new Date(tokenExpiry(before) - 1000));
      expect(await adminCall(t, before)).toBe(200);
      t.clock.set(new Date(tokenExpiry(before)));
      expect(await adminCall(t, before)).toBe(401);

      // The old key's last token has expired: the first drop is due, and takes it.
      t.clock.set(new Date(at + SIGNING_DELAY_MS + RETIRED_ACCESS_KEY_MS - 1));
      await runDueJobs(ctx);
      await ctx.secrets.refresh();
      expect(ctx.secrets.find("access", old.access)).toBeDefined();
      expect(await adminCall(t, await outliving())).toBe(200);
      t.clock.advance(1);
      await runDueJobs(ctx);
      await ctx.secrets.refresh();
      expect(ctx.secrets.find("access", old.access)).toBeUndefined();
      expect(await adminCall(t, await outliving())).toBe(401);
      expect(await adminCall(t, await t.newToken())).toBe(200);
    }));

  it("is refused by a command run with another secret, which adds nothing", () =>
    withApp(async (t) => {
      const ctx = t.app.appContext;
      const rows = await ctx.db.select().from(keyRing);
      await expect(
        rotateKeyRing(ctx.db, "another-secret-of-at-least-32-characters", t.clock()),
      ).rejects.toThrow(/sealed under another secret/);
      expect(await ctx.db.select().from(keyRing)).toHaveLength(rows.length);
    }));
});

describe("demo links across a rotation", () => {
  it("a link mailed before is accepted until a day after its demo; its key is dropped after that", () =>
    withApp(async (t) => {
      const ctx = t.app.appContext;
      const manage = async (token: string) =>
        (await t.app.inject({ method: "POST", url: "/api/Book/Manage", payload: { token } })).statusCode;
      const booking = await insertBooking(t, "2031-03-10T05:30:00.000Z");
      await sendBookingMails(ctx, { kind: "confirmed", bookingId: booking.id });
      const visitorMail = invitationMails(t).find((m) => m.to !== admin.email)!;
      const link = tokenIn(visitorMail.text);
      const { old, added } = await rotate(t);
      expect(kidOf(link)).toBe(old.manage);

      t.clock.advance(SIGNING_DELAY_MS);
      const { endsAt } = await bookingRow(t, booking.id);
      expect(kidOf(await issueManageToken(ctx, { id: booking.id, endsAt }))).toBe(added.manage);
      expect(await manage(link)).toBe(200);

      // The first drop (access keys) keeps the link's key: its booking is ahead.
      t.clock.advance(RETIRED_ACCESS_KEY_MS);
      await runDueJobs(ctx);
      await ctx.secrets.refresh();
      expect(ctx.secrets.find("manage", old.manage)).toBeDefined();
      expect(await manage(link)).toBe(200);

      t.clock.set(new Date(endsAt.getTime() + 24 * 3600_000 - 1000));
      expect(await manage(link)).toBe(200);
      t.clock.set(new Date(endsAt.getTime() + 24 * 3600_000));
      expect(await manage(link)).toBe(400);
      // The daily look at the retired keys finds nothing needs it any more.
      await runDueJobs(ctx);
      await ctx.secrets.refresh();
      expect(ctx.secrets.find("manage", old.manage)).toBeUndefined();
    }));
});

describe("stored secrets and codes across a rotation", () => {
  it("the job seals TOTP keys and calendar passwords again under the new key; codes made before still work", () =>
    withApp(async (t) => {
      const ctx = t.app.appContext;
      const { secret, codes } = await enableTotp(t, await t.token());
      const me = (await findAdminByEmail(ctx.db, admin.email))!;
      await ctx.db.insert(staffSchedules).values({
        adminId: me.id,
        weeklyHours: {},
        caldavUrl: "https://calendar.example.com/staff/",
        caldavUsername: "staff",
        caldavPasswordEnc: sealPassword(ctx, "pässword ✓"),
        updatedAt: t.clock(),
      });
      const stored = async () => ({
        totp: (await ctx.db.select().from(mfaTotp).where(eq(mfaTotp.adminId, me.id)))[0]!.sealedSecret,
        calendar: (await ctx.db.select().from(staffSchedules).where(eq(staffSchedules.adminId, me.id)))[0]!,
      });
      const { old, added, at } = await rotate(t);
      expect(sealedKid((await stored()).totp)).toBe(old.seal);
      expect(sealedKid((await stored()).calendar.caldavPasswordEnc!)).toBe(old.seal);

      // A one-time code sent just before the new key signs is checked just after.
      t.clock.advance(SIGNING_DELAY_MS - 30_000);
      const code = await issueCode(ctx, "demo", "request-1");
      t.clock.advance(60_000);
      expect(ctx.secrets.current("code").kid).toBe(added.code);
      expect(await verifyCode(ctx, "demo", "request-1", code, { consume: true })).toBe("ok");

      // The re-seal job was due when the new key began to sign.
      await runDueJobs(ctx);
      expect(await jobsOf(t, "keys.reseal")).toEqual(["done"]);
      const after = await stored();
      expect(sealedKid(after.totp)).toBe(added.seal);
      expect(sealedKid(after.calendar.caldavPasswordEnc!)).toBe(added.seal);
      expect(loginOf(ctx, after.calendar).password).toBe("pässword ✓");
      const signedIn = await secondFactor(t, { ticket: await ticket(t), code: totpCode(t, secret) });
      expect(signedIn.statusCode).toBe(200);
      expect((await secondFactor(t, { ticket: await ticket(t), code: codes[0]! })).statusCode).toBe(200);

      // Once the access keys' wait is over: the old seal key holds nothing and goes; the old code key
      // stays while recovery codes made under it are unused.
      t.clock.set(new Date(at + SIGNING_DELAY_MS + RETIRED_ACCESS_KEY_MS));
      await runDueJobs(ctx);
      await ctx.secrets.refresh();
      expect(ctx.secrets.find("seal", old.seal)).toBeUndefined();
      expect(ctx.secrets.find("access", old.access)).toBeUndefined();
      expect(ctx.secrets.find("code", old.code)).toBeDefined();
      expect((await secondFactor(t, { ticket: await ticket(t), code: codes[1]! })).statusCode).toBe(200);
      const listed = await listKeyRing(ctx.db, rootSecret(ctx.config), t.clock());
      expect(listed.find((l) => l.includes(old.code))).toMatch(
        /kept while 8 unused codes made with it remain/,
      );
      expect(listed.find((l) => l.includes(added.seal))).toMatch(/signing since/);
      // The old access, seal and link keys are gone; the old code key stays beside the four new ones.
      expect(listed).toHaveLength(5);
    }));
});
