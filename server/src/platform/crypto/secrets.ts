import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../../config";
import type { Db } from "../db/client";
import type { Clock } from "../clock";
import { addDerivedKeys, derivedKeys, keyEncryptionKey, readKeys } from "./key-table";
import { KEY_PURPOSES, type Key, type KeyPurpose, type Secrets } from "./keys";

export type { Secrets } from "./keys";

/** How often each instance reads the key table. */
export const KEY_REFRESH_MS = 30_000;
/**
 * A new key signs only this long after it is added: by then every instance has read it (several reads
 * of the table), so none refuses what another signed, and none still signs with the old key after it.
 */
export const SIGNING_DELAY_MS = 2 * 60_000;

/** JWT_SECRET when set; otherwise (never in production) one generated and kept in DATA_DIR. */
export function rootSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, "secret.key");
  if (!existsSync(file))
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return readFileSync(file, "utf8").trim();
}

const newestFirst = (a: Key, b: Key) =>
  b.signsFrom.getTime() - a.signsFrom.getTime() || b.createdAt.getTime() - a.createdAt.getTime();

/**
 * The key ring as this instance sees it: read at start (adding the first keys when there are none this
 * secret opens) and again on `refresh`. Rows sealed under another secret are left alone and reported.
 */
export async function openSecrets(opts: {
  db: Db;
  root: string;
  clock: Clock;
  warn: (message: string) => void;
}): Promise<Secrets> {
  const { db, root, clock } = opts;
  const kek = keyEncryptionKey(root);
  const derived = derivedKeys(root);
  let byPurpose = new Map<KeyPurpose, Key[]>();
  let reported = 0;

  const load = async () => {
    let read = await readKeys(db, kek);
    const missing = KEY_PURPOSES.filter((p) => !read.keys.some((k) => k.purpose === p));
    if (missing.length) {
      await addDerivedKeys(db, root, missing, clock());
      read = await readKeys(db, kek);
    }
    const unreadable = read.rows.length - read.keys.length;
    if (unreadable && unreadable !== reported)
      opts.warn(
        `${unreadable} keys in the key table are sealed under another secret (JWT_SECRET or DATA_DIR/secret.key differs); they are ignored`,
      );
    reported = unreadable;
    const next = new Map<KeyPurpose, Key[]>();
    for (const purpose of KEY_PURPOSES)
      next.set(purpose, read.keys.filter((k) => k.purpose === purpose).sort(newestFirst));
    byPurpose = next;
  };
  await load();

  const all = (purpose: KeyPurpose) => byPurpose.get(purpose) ?? [];
  return {
    all,
    current(purpose) {
      const keys = all(purpose);
      const now = clock().getTime();
      const key = keys.find((k) => k.signsFrom.getTime() <= now) ?? keys.at(-1);
      if (!key) throw new Error(`no ${purpose} key`);
      return key;
    },
    find: (purpose, kid) => all(purpose).find((k) => (kid === undefined ? k.derived : k.kid === kid)),
    refresh: load,
    legacySeal: derived.legacySeal,
    personRefKey: derived.personRefKey,
  };
}

/** Reads the key table every KEY_REFRESH_MS until stopped, so a rotation reaches every instance. */
export function startKeyRefresh(secrets: Secrets, warn: (message: string) => void): () => void {
  const timer = setInterval(() => {
    secrets.refresh().catch((err: unknown) => {
      warn(`key table not read: ${err instanceof Error ? err.message : String(err)}`);
    });
  }, KEY_REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
