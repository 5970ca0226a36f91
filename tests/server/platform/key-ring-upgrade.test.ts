import { eq } from "drizzle-orm";
import { decodeProtectedHeader } from "jose";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { rotateKeyRing } from "../../../server/src/keys-command";
import { findAdminByEmail } from "../../../server/src/modules/identity/admins";
import { loginOf } from "../../../server/src/modules/booking/caldav/settings";
import { KEY_PURPOSES } from "../../../server/src/platform/crypto/keys";
import { verifyCode } from "../../../server/src/platform/crypto/otp";
import { sealedKid } from "../../../server/src/platform/crypto/sealed";
import { SIGNING_DELAY_MS } from "../../../server/src/platform/crypto/secrets";
import {
  jobs,
  keyRing,
  mfaRecoveryCodes,
  mfaTotp,
  otpChallenges,
  staffSchedules,
} from "../../../server/src/platform/db/schema";
import { runDueJobs } from "../../../server/src/platform/jobs";
import { admin, auth, type TestApp, usingPostgres } from "../helpers";
import { bookingRow, insertBooking } from "../booking-test-helpers";
import { type Instance, sharedDatabase } from "../job-instances";
import { noLimits } from "../shared-app";
import {
  preRingAccessToken,
  preRingCalendarSeal,
  preRingCodeHmac,
  preRingManageToken,
  preRingRecoveryHmac,
  preRingTotpSeal,
} from "./pre-ring-values";

// A server upgraded onto migration 0030 finds an empty key table: its first keys are the ones
// JWT_SECRET gave before, so what it made then stays valid (ADR 0067).

const SECRET = "an-installed-secret-of-at-least-32-characters";
const env = { ...noLimits, JWT_SECRET: SECRET };
const START = new Date("2026-03-02T04:00:00.000Z");
const RECOVERY = "abcde-fghjk";

const signIn = (s: Instance) =>
  s.app.inject({
    method: "POST",
    url: "/api/Auth/Login",
    payload: { email: admin.email, password: admin.password },
  });
const contacts = async (s: Instance, token: string) =>
  (await s.app.inject({ method: "GET", url: "/api/v1/Contact/GetAll", headers: auth(token) })).statusCode;

/** Signs in with the password, then the second factor; the status of the second step. */
async function signInWith(s: Instance, code: string) {
  const ticket = (signed: { secondFactor?: { ticket: string } }) => signed.secondFactor!.ticket;
  const first = (await signIn(s)).json() as { secondFactor?: { ticket: string } };
  const res = await s.app.inject({
    method: "POST",
    url: "/api/Auth/SecondFactor",
    payload: { ticket: ticket(first), code },
  });
  return res.statusCode;
}

describe("an install upgraded from before the key ring", () => {
  it("keeps tokens, demo links, sealed secrets and codes valid; the first rotation seals them anew", async () => {
    const shared = await sharedDatabase(START);
    const { clock } = shared;
    const totpSecret = new Secret({ size: 20 }).base32;
    const totpCode = () =>
      new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
        timestamp: clock().getTime(),
      });
    try {
      // The install before the upgrade, its values made under the keys JWT_SECRET gave.
      let server = await shared.open(env);
      const token = await preRingAccessToken(SECRET, (await signIn(server)).json().token as string);
      const me = (await findAdminByEmail(server.ctx.db, admin.email))!;
      const asTestApp = { app: server.app, clock } as unknown as TestApp;
      const booking = await insertBooking(asTestApp, "2026-03-10T05:30:00.000Z");
      const { endsAt } = await bookingRow(asTestApp, booking.id);
      const link = await preRingManageToken(SECRET, booking.id, endsAt, clock());
      const db = server.ctx.db;
      await db.insert(mfaTotp).values({
        adminId: me.id,
        sealedSecret: preRingTotpSeal(SECRET, totpSecret),
        confirmedAt: clock(),
        createdAt: clock(),
      });
      await db.insert(mfaRecoveryCodes).values({
        id: "rc-1",
        adminId: me.id,
        codeHmac: preRingRecoveryHmac(SECRET, RECOVERY),
        createdAt: clock(),
      });
      await db.insert(staffSchedules).values({
        adminId: me.id,
        weeklyHours: {},
        caldavUrl: "https://calendar.example.com/staff/",
        caldavUsername: "staff",
        caldavPasswordEnc: preRingCalendarSeal(SECRET, "pässword ✓"),
        updatedAt: clock(),
      });
      await db.insert(otpChallenges).values({
        id: "otp-1",
        purpose: "demo",
        subject: "request-1",
        codeHmac: preRingCodeHmac(SECRET, "demo", "request-1", "123456"),
        expiresAt: new Date(clock().getTime() + 120_000),
        lastSentAt: clock(),
        createdAt: clock(),
      });
      // The key table as the migration leaves it.
      await db.delete(keyRing);
      await server.close();

      server = await shared.open(env);
      const ctx = server.ctx;
      for (const purpose of KEY_PURPOSES) {
        expect(ctx.secrets.current(purpose).derived).toBe(true);
        expect(ctx.secrets.find(purpose, undefined)).toBe(ctx.secrets.current(purpose));
      }
      expect(await contacts(server, token)).toBe(200);
      const manage = await server.app.inject({
        method: "POST",
        url: "/api/Book/Manage",
        payload: { token: link },
      });
      expect(manage.statusCode).toBe(200);
      const calendar = async () =>
        (await ctx.db.select().from(staffSchedules).where(eq(staffSchedules.adminId, me.id)))[0]!;
      expect(loginOf(ctx, await calendar()).password).toBe("pässword ✓");
      expect(await verifyCode(ctx, "demo", "request-1", "123456", { consume: true })).toBe("ok");
      expect(await signInWith(server, totpCode())).toBe(200);
      expect(await signInWith(server, RECOVERY)).toBe(200);

      // The first rotation: the values from before key ids are sealed under the new key.
      await rotateKeyRing(ctx.db, SECRET, clock());
      await ctx.secrets.refresh();
      clock.advance(SIGNING_DELAY_MS + 30_000);
      await runDueJobs(ctx);
      const reseal = await ctx.db.select().from(jobs).where(eq(jobs.kind, "keys.reseal"));
      expect(reseal.map((j) => j.status)).toEqual(["done"]);
      const newSeal = ctx.secrets.current("seal").kid;
      const totpRow = (await ctx.db.select().from(mfaTotp).where(eq(mfaTotp.adminId, me.id)))[0]!;
      expect(sealedKid(totpRow.sealedSecret)).toBe(newSeal);
      expect(sealedKid((await calendar()).caldavPasswordEnc!)).toBe(newSeal);
      expect(loginOf(ctx, await calendar()).password).toBe("pässword ✓");
      expect(await signInWith(server, totpCode())).toBe(200);
      await server.close();
    } finally {
      await shared.dispose();
    }
  });

  it.runIf(usingPostgres)(
    "two instances on one PostgreSQL: a rotation through one is used by both",
    async () => {
      const shared = await sharedDatabase(START);
      const a = await shared.open(env);
      const b = await shared.open(env);
      try {
        const before = (await signIn(a)).json().token as string;
        await rotateKeyRing(a.ctx.db, SECRET, shared.clock());
        // Each instance reads the table on its own (every 30 s, within the two minutes before the key signs).
        await Promise.all([a.ctx.secrets.refresh(), b.ctx.secrets.refresh()]);
        shared.clock.advance(SIGNING_DELAY_MS);
        const after = (await signIn(b)).json().token as string;
        expect(decodeProtectedHeader(after).kid).toBe(b.ctx.secrets.all("access")[0]!.kid);
        expect(decodeProtectedHeader(after).kid).not.toBe(decodeProtectedHeader(before).kid);
        expect(await contacts(a, after)).toBe(200);
        expect(await contacts(b, before)).toBe(200);
      } finally {
        await Promise.all([a.close(), b.close()]);
        await shared.dispose();
      }
    },
  );
});
