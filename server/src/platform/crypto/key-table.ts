import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { keyRing } from "../db/schema";
import { KEY_PURPOSES, type Key, type KeyPurpose } from "./keys";

// The key ring's rows (ADR 0067): each key sealed under the key-encryption key, which is derived from
// the server secret and never stored, so the table alone opens nothing.

export type KeyRow = typeof keyRing.$inferSelect;

const hkdf = (secret: Uint8Array | string, label: string) =>
  new Uint8Array(hkdfSync("sha256", secret, new Uint8Array(0), label, 32));
const hmac = (secret: Uint8Array | string, label: string) =>
  new Uint8Array(createHmac("sha256", secret).update(label).digest());

/** The key that seals the ring's keys in the table. */
export const keyEncryptionKey = (root: string) => hkdf(root, "key-ring:v1");

/**
 * The keys the server secret gave before key ids, bit for bit, so tokens, links and code hashes made
 * then still verify under the install's first key ids. Sealing had a key per use (see `legacySeal`);
 * its first ring key is a new derivation.
 */
export function derivedKeys(root: string) {
  const access = hmac(root, "admin-token");
  const code = hmac(root, "otp-code");
  return {
    keys: { access, code, manage: hmac(access, "booking-manage-token"), seal: hkdf(root, "seal-key:v1") },
    legacySeal: { totp: hmac(code, "sealed-secret"), caldav: hkdf(access, "caldav-password:v1") },
    personRefKey: code,
  };
}

/** The id of an install's first key: the same on every instance with the same secret. */
const derivedKid = (root: string, purpose: KeyPurpose) =>
  Buffer.from(hmac(root, `kid:${purpose}`))
    .toString("base64url")
    .slice(0, 8);

/** A new key's id: random, short, without dots (sealed values are dot-separated). */
export const newKid = () => randomBytes(6).toString("base64url");

// The row's purpose and id are bound into the ciphertext: a key cannot be moved to another row.
const boundTo = (purpose: string, kid: string) => Buffer.from(`${purpose}:${kid}`);

function sealKey(kek: Uint8Array, purpose: KeyPurpose, kid: string, key: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", kek, iv).setAAD(boundTo(purpose, kid));
  const data = Buffer.concat([cipher.update(key), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(".");
}

function openKey(kek: Uint8Array, row: KeyRow): Uint8Array | undefined {
  const [iv, tag, data] = row.sealedKey.split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", kek, iv).setAAD(boundTo(row.purpose, row.kid));
    decipher.setAuthTag(tag);
    return new Uint8Array(Buffer.concat([decipher.update(data), decipher.final()]));
  } catch {
    return undefined; // sealed under another server secret
  }
}

/** Every row, and the keys among them this secret opens. */
export async function readKeys(db: Db, kek: Uint8Array): Promise<{ rows: KeyRow[]; keys: Key[] }> {
  const rows = await db.select().from(keyRing);
  const keys: Key[] = [];
  for (const row of rows) {
    const key = openKey(kek, row);
    if (key)
      keys.push({
        kid: row.kid,
        purpose: row.purpose,
        key,
        derived: row.derived,
        createdAt: row.createdAt,
        signsFrom: row.signsFrom,
      });
  }
  return { rows, keys };
}

/**
 * The first keys of the purposes this secret has no key for (a fresh install, or one upgraded from
 * before the ring): the derived ones, under ids every instance with this secret computes alike, so
 * instances starting together add each key once.
 */
export async function addDerivedKeys(db: Db, root: string, purposes: KeyPurpose[], now: Date) {
  if (!purposes.length) return;
  const kek = keyEncryptionKey(root);
  const { keys } = derivedKeys(root);
  await db
    .insert(keyRing)
    .values(
      purposes.map((purpose) => {
        const kid = derivedKid(root, purpose);
        const sealedKey = sealKey(kek, purpose, kid, keys[purpose]);
        return { kid, purpose, sealedKey, derived: true, createdAt: now, signsFrom: now };
      }),
    )
    .onConflictDoNothing({ target: keyRing.kid });
}

/** A new random key for every purpose, signing from `signsFrom`; `db` may be the caller's transaction. */
export async function addRandomKeys(db: Db, root: string, now: Date, signsFrom: Date) {
  const kek = keyEncryptionKey(root);
  const rows = KEY_PURPOSES.map((purpose) => {
    const kid = newKid();
    const sealedKey = sealKey(kek, purpose, kid, new Uint8Array(randomBytes(32)));
    return { kid, purpose, sealedKey, derived: false, createdAt: now, signsFrom };
  });
  await db.insert(keyRing).values(rows);
  return rows.map(({ kid, purpose }) => ({ kid, purpose }));
}

export async function dropKeys(db: Db, kids: string[]) {
  if (kids.length) await db.delete(keyRing).where(inArray(keyRing.kid, kids));
}
