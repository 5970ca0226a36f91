import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { SealUse, Secrets } from "./keys";

// Short secrets kept encrypted (TOTP keys, calendar passwords): AES-256-GCM under the newest seal key
// of the ring, written `k1.<kid>.<iv>.<tag>.<ciphertext>` (base64url) with the use as associated data.
// Values from before key ids have no prefix and open under their use's key derived from the secret.

type WithSecrets = { secrets: Secrets };
const VERSION = "k1";

const b64 = (b: Uint8Array) => Buffer.from(b).toString("base64url");

/** Encrypts a short secret for storage under the current seal key. */
export function seal(ctx: WithSecrets, use: SealUse, plain: string): string {
  const { kid, key } = ctx.secrets.current("seal");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(use));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, kid, b64(iv), b64(cipher.getAuthTag()), b64(data)].join(".");
}

/** The seal key id of a stored value; undefined for a value from before key ids. */
export const sealedKid = (sealed: string): string | undefined => {
  const parts = sealed.split(".");
  return parts.length === 5 && parts[0] === VERSION ? parts[1] : undefined;
};

/** The plain text; throws when the value was altered, sealed for another use, or its key is gone. */
export function unseal(ctx: WithSecrets, use: SealUse, sealed: string): string {
  const parts = sealed.split(".");
  const kid = sealedKid(sealed);
  if (kid !== undefined) {
    const key = ctx.secrets.find("seal", kid);
    if (!key) throw new Error(`seal key ${kid} is not kept`);
    return open(key.key, parts.slice(2), Buffer.from(use));
  }
  const legacy = ctx.secrets.legacySeal[use];
  if (use === "totp") {
    // One base64url run: iv (12), tag (16), ciphertext.
    const raw = Buffer.from(sealed, "base64url");
    return open(legacy, [raw.subarray(0, 12), raw.subarray(12, 28), raw.subarray(28)]);
  }
  return open(legacy, parts);
}

function open(key: Uint8Array, parts: (string | Buffer)[], aad?: Buffer): string {
  const [iv, tag, data] = parts.map((p) => (typeof p === "string" ? Buffer.from(p, "base64url") : p));
  if (parts.length !== 3 || iv?.length !== 12 || tag?.length !== 16 || !data)
    throw new Error("Malformed sealed value.");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
}
