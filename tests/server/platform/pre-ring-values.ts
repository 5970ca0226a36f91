import { createCipheriv, createHmac, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import { decodeJwt, SignJWT } from "jose";

// Values as the server wrote them before the key ring: every key derived from JWT_SECRET, no key ids.
// Written here from that version's code, so an upgrade test does not lean on the server's own derivation.

const hmac = (key: string | Buffer, label: string) => createHmac("sha256", key).update(label).digest();

function keysOf(secret: string) {
  const jwt = hmac(secret, "admin-token");
  const otp = hmac(secret, "otp-code");
  return {
    jwt,
    otp,
    manage: hmac(jwt, "booking-manage-token"),
    totp: hmac(otp, "sealed-secret"),
    caldav: Buffer.from(hkdfSync("sha256", jwt, Buffer.alloc(0), "caldav-password:v1", 32)),
  };
}

function gcm(key: Buffer, plain: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), data };
}

/** The same session's access token, signed without a key id under the old token key. */
export function preRingAccessToken(secret: string, token: string): Promise<string> {
  const { sub, email, sid, iatMs, iat, exp } = decodeJwt(token);
  return new SignJWT({ email, sid, iatMs })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(sub!)
    .setIssuer("company-site-api")
    .setJti(randomUUID())
    .setIssuedAt(iat!)
    .setExpirationTime(exp!)
    .sign(new Uint8Array(keysOf(secret).jwt));
}

/** A booking's reschedule and cancel link token. */
export function preRingManageToken(secret: string, bookingId: string, endsAt: Date, now: Date) {
  return new SignJWT({ purpose: "booking" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(bookingId)
    .setAudience("booking-manage")
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(endsAt.getTime() / 1000) + 24 * 60 * 60)
    .sign(new Uint8Array(keysOf(secret).manage));
}

/** A sealed TOTP key: base64url of iv, tag and ciphertext in one run. */
export function preRingTotpSeal(secret: string, plain: string) {
  const { iv, tag, data } = gcm(keysOf(secret).totp, plain);
  return Buffer.concat([iv, tag, data]).toString("base64url");
}

/** A sealed calendar password: iv.tag.ciphertext, base64url. */
export function preRingCalendarSeal(secret: string, plain: string) {
  const { iv, tag, data } = gcm(keysOf(secret).caldav, plain);
  return [iv, tag, data].map((b) => b.toString("base64url")).join(".");
}

/** A stored recovery code's HMAC. */
export const preRingRecoveryHmac = (secret: string, code: string) =>
  hmac(keysOf(secret).otp, `recovery:${code.toLowerCase().replace(/[\s-]+/g, "")}`).toString("hex");

/** A stored one-time code's HMAC. */
export const preRingCodeHmac = (secret: string, purpose: string, subject: string, code: string) =>
  hmac(keysOf(secret).otp, `${purpose}\0${subject}\0${code}`).toString("hex");
