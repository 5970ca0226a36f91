// `npm run admin -- keys rotate` and `keys list` (ADR 0067), on the server's DATA_DIR / DATABASE_URL and
// its JWT_SECRET: the key ring is sealed under that secret, so a different one could read nothing.
import { loadConfig } from "./config";
import { loadEnvFile } from "./env-file";
import { openDatabase, type Db } from "./platform/db/client";
import { keyEncryptionKey, readKeys } from "./platform/crypto/key-table";
import { keyStandings, type KeyStanding } from "./platform/crypto/key-retirement";
import { rotateKeys } from "./platform/crypto/key-rotation";
import { KEY_PURPOSES, type KeyPurpose } from "./platform/crypto/keys";
import { openSecrets, rootSecret } from "./platform/crypto/secrets";

export const keysUsage = `  npm run admin -- keys rotate   (new keys for tokens, sealed secrets, codes and demo links)
  npm run admin -- keys list     (every kept key, and when an old one is dropped)`;

const LABELS: Record<KeyPurpose, string> = {
  access: "access tokens ",
  seal: "sealed secrets",
  code: "code hashes   ",
  manage: "demo links    ",
};
const USERS: Record<KeyPurpose, string> = {
  access: "tokens",
  seal: "stored secrets",
  code: "unused codes",
  manage: "bookings",
};

/** Refuses a secret that cannot open the newest key of a purpose: its keys would never be used. */
async function checkSecret(db: Db, root: string) {
  const { rows, keys } = await readKeys(db, keyEncryptionKey(root));
  const opened = new Set(keys.map((k) => k.kid));
  for (const purpose of KEY_PURPOSES) {
    const newest = rows
      .filter((r) => r.purpose === purpose)
      .sort((a, b) => b.signsFrom.getTime() - a.signsFrom.getTime())[0];
    if (newest && !opened.has(newest.kid))
      throw new Error(
        "The key table is sealed under another secret: run this with the server's JWT_SECRET (or, without one, its DATA_DIR).",
      );
  }
}

/** Adds a new key for every purpose; the lines to print. */
export async function rotateKeyRing(db: Db, root: string, now: Date): Promise<string[]> {
  await checkSecret(db, root);
  // A ring not yet opened by an upgraded server gets its first keys first, so older tokens stay valid.
  await openSecrets({ db, root, clock: () => now, warn: () => {} });
  const { added, signsFrom } = await rotateKeys(db, root, now);
  return [
    `New keys, signing from ${signsFrom.toISOString()} (every instance reads them before):`,
    ...added.map((k) => `  ${LABELS[k.purpose]}  ${k.kid}`),
    "TOTP keys and calendar passwords are sealed again under the new key by a job at that time.",
    "Old keys are dropped once nothing made with them is valid: see `npm run admin -- keys list`.",
  ];
}

const describe = (purpose: KeyPurpose, s: KeyStanding | undefined, signsFrom: Date) => {
  if (!s || s.state === "signing") return `signing since ${signsFrom.toISOString()}`;
  if (s.state === "next") return `signs from ${signsFrom.toISOString()}`;
  const kept = s.uses
    ? `kept while ${s.uses} ${USERS[purpose]} made with it remain`
    : `dropped after ${s.keptUntil.toISOString()}`;
  return `replaced ${s.since.toISOString()}, verifies only; ${kept}`;
};

/** Every key of the table, oldest first within each purpose; the lines to print. */
export async function listKeyRing(db: Db, root: string, now: Date): Promise<string[]> {
  const { rows, keys } = await readKeys(db, keyEncryptionKey(root));
  const standings = await keyStandings(db, now);
  const opened = new Set(keys.map((k) => k.kid));
  const sorted = rows.sort(
    (a, b) =>
      KEY_PURPOSES.indexOf(a.purpose) - KEY_PURPOSES.indexOf(b.purpose) ||
      a.signsFrom.getTime() - b.signsFrom.getTime(),
  );
  return sorted.map(
    (r) =>
      `${LABELS[r.purpose]}  ${r.kid}  ${describe(r.purpose, standings.get(r.kid), r.signsFrom)}` +
      (r.derived ? " (first key, from the server secret)" : "") +
      (opened.has(r.kid) ? "" : " (sealed under another secret)"),
  );
}

/** `keys <action>` from the command line. */
export async function keysCommand(action: string | undefined): Promise<void> {
  if (action !== "rotate" && action !== "list") throw new Error(`keys takes rotate or list.\n${keysUsage}`);
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const root = rootSecret(config);
    const now = new Date();
    const lines =
      action === "rotate"
        ? await rotateKeyRing(database.db, root, now)
        : await listKeyRing(database.db, root, now);
    process.stdout.write(`${lines.join("\n")}\n`);
  } finally {
    await database.close();
  }
}
