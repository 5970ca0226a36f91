// `npm run admin -- audit verify` (ADR 0065), on the server's DATA_DIR / DATABASE_URL: checks the security
// log's hash chain and names the first broken row.
import { loadConfig } from "./config";
import { loadEnvFile } from "./env-file";
import { openDatabase, type Db } from "./platform/db/client";
import { type ChainBreak, type ChainCheck, verifyAuditChain } from "./modules/audit";

export const auditUsage = `  npm run admin -- audit verify   (checks the security log's hash chain; exit code 1 when broken)`;

const why: Record<ChainBreak["reason"], string> = {
  changed: "its content no longer matches its hash: it was changed after it was written",
  gap: "it does not follow the row before it: a row before it was removed, or changed and hashed again",
  unchained: "it is newer than the chain's head: it was written outside the chain",
  "missing-newest": "the newest rows are missing: the log ends before the chain's head",
};

const n = (value: number) => value.toLocaleString("en");

/** The verdict as printed: intact, or the first broken row with what is wrong with it. */
export function describeChainCheck(check: ChainCheck): string {
  const archived = check.head.anchorSeq
    ? ` Rows up to #${n(check.head.anchorSeq)} are archived; the oldest kept row follows the last of them.`
    : "";
  if (check.ok && !check.head.headSeq) return "Security log chain intact: the log is empty.";
  if (check.ok)
    return `Security log chain intact: ${n(check.rows)} rows checked, up to row #${n(check.head.headSeq)}.${archived}`;
  const { broken } = check;
  const which = broken.id ? ` (id ${broken.id}, ${broken.time}, ${broken.event})` : "";
  return (
    `Security log chain BROKEN at row #${n(broken.seq)}${which}: ${why[broken.reason]}.\n` +
    `${n(check.rows)} rows before it verified.${archived}`
  );
}

/** Checks `db`'s chain and prints the verdict; returns the exit code: 0 intact, 1 broken. */
export async function verifyAuditLog(
  db: Db,
  print: { out: (text: string) => void; err: (text: string) => void },
): Promise<number> {
  const check = await verifyAuditChain(db);
  (check.ok ? print.out : print.err)(`${describeChainCheck(check)}\n`);
  return check.ok ? 0 : 1;
}

/** `audit <action>` from the command line; returns the exit code. */
export async function auditCommand(action: string | undefined): Promise<number> {
  if (action !== "verify") throw new Error(`audit takes verify.\n${auditUsage}`);
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await verifyAuditLog(database.db, {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    });
  } finally {
    await database.close();
  }
}
