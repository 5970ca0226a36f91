import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** The calendar password key: HKDF-SHA256 of the server secret under a label of its own. */
export function calendarKey(serverSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret, Buffer.alloc(0), "caldav-password:v1", 32));
}

/** AES-256-GCM, written as `iv.tag.ciphertext` in base64url. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(".");
}

/** The plain text of `seal`'s output; throws when it was altered or sealed under another key. */
export function open(key: Buffer, sealed: string): string {
  const [iv, tag, data] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !data) throw new Error("Malformed sealed value.");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
}
