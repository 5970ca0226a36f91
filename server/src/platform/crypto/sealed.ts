import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import type { AppContext } from "../../context";

// AES-256-GCM under a key derived from the server secret: a copy of the database alone holds no usable key.
const sealKey = (ctx: AppContext) =>
  createHmac("sha256", ctx.secrets.otpKey).update("sealed-secret").digest();

/** Encrypts a short secret for storage: base64url of iv, tag and ciphertext. */
export function seal(ctx: AppContext, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(ctx), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function unseal(ctx: AppContext, sealed: string): string {
  const raw = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", sealKey(ctx), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}
