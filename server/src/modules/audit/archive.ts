import { mkdir, open, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { asc, eq, gt, lte } from "drizzle-orm";
import type { AppContext } from "../../context";
import { HOUR_MS } from "../../platform/clock";
import { auditChain, auditEvents } from "../../platform/db/schema";
import { CHAIN_BATCH, chainColumns, type ChainRow, findBreak, lockChain, readChainHead } from "./chain";

// Rows older than AUDIT_RETENTION_DAYS leave the database for DATA_DIR/audit/<YYYY-MM>.jsonl.gz, one
// file per UTC month of their time (ADR 0065). The chain's anchor keeps the last archived row's hash, so
// what stays still verifies, and a removed oldest row still shows.

const DAY_MS = 24 * HOUR_MS;

/** Where the month files go. */
export const auditArchiveDir = (dataDir: string) => join(dataDir, "audit");

type ArchiveRow = ChainRow & { count: number };

/** One line of a month file: the row as the database held it, hashes included. */
function line(row: ArchiveRow): string {
  return JSON.stringify({
    seq: row.seq,
    id: row.id,
    time: row.time.toISOString(),
    event: row.event,
    adminId: row.adminId,
    ipAddress: row.ipAddress,
    outcome: row.outcome,
    detail: row.detailText === null ? null : (JSON.parse(row.detailText) as unknown),
    count: row.count,
    countKey: row.countKey,
    windowEndsAt: row.windowEndsAt?.toISOString() ?? null,
    prevHash: row.prevHash,
    hash: row.hash,
  });
}

/** The seq of a file's last line (0 when it has none): lines up to it are in the file already. */
function lastSeq(gz: Buffer): number {
  const text = gunzipSync(gz).toString("utf8").trimEnd();
  const last = text.slice(text.lastIndexOf("\n") + 1);
  return last ? (JSON.parse(last) as { seq: number }).seq : 0;
}

async function readIfThere(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return Buffer.alloc(0);
    throw err;
  }
}

/**
 * Adds the rows to their month's file as one more gzip member (a gzip file may hold several; gunzip reads
 * them as one text). The whole file is written beside the old one, synced, then renamed over it, so a
 * crash leaves the old file or the new one. Rows the file holds already (a run that stopped before its
 * delete) are not written twice.
 */
async function appendToMonth(file: string, rows: ArchiveRow[]): Promise<void> {
  const before = await readIfThere(file);
  const after = before.length ? lastSeq(before) : 0;
  const fresh = rows.filter((r) => r.seq > after);
  if (!fresh.length) return;
  const part = `${file}.part`;
  const handle = await open(part, "w", 0o600);
  try {
    await handle.write(before);
    await handle.write(gzipSync(`${fresh.map(line).join("\n")}\n`));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(part, file);
}

/** Rows by the UTC month (YYYY-MM) of their time, each month's in seq order. */
function byMonth(rows: ArchiveRow[]): Map<string, ArchiveRow[]> {
  const months = new Map<string, ArchiveRow[]>();
  for (const row of rows) {
    const month = row.time.toISOString().slice(0, 7);
    const list = months.get(month);
    if (list) list.push(row);
    else months.set(month, [row]);
  }
  return months;
}

/** Rows after the anchor, oldest first, with their counts. */
const rowsAfter = (ctx: AppContext, seq: number): Promise<ArchiveRow[]> =>
  ctx.db
    .select({ ...chainColumns, count: auditEvents.count })
    .from(auditEvents)
    .where(gt(auditEvents.seq, seq))
    .orderBy(asc(auditEvents.seq))
    .limit(CHAIN_BATCH);

/**
 * Archives, then deletes, the oldest rows past the retention, in chain order: it stops at the first row
 * still kept (or still counting), so the deleted rows are always the chain's oldest. A break in the
 * rows it would archive stops it with an error: archiving must not hide one. Returns how many went.
 */
export async function archiveAuditLog(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  const cutoff = now.getTime() - ctx.config.auditRetentionDays * DAY_MS;
  const dir = auditArchiveDir(ctx.config.dataDir);
  let archived = 0;
  for (;;) {
    const head = await readChainHead(ctx.db);
    const batch = await rowsAfter(ctx, head.anchorSeq);
    const stay = batch.findIndex(
      (r) => r.time.getTime() >= cutoff || (r.windowEndsAt !== null && r.windowEndsAt > now),
    );
    const old = stay < 0 ? batch : batch.slice(0, stay);
    const last = old.at(-1);
    if (!last) return archived;
    // Rows chained since the head was read are newer than any old row: no head bound here.
    const { broken } = findBreak(head.anchorHash, old, Number.POSITIVE_INFINITY);
    if (broken)
      throw new Error(
        `security log chain broken at row ${broken.seq} (${broken.reason}): nothing archived from there on`,
      );
    await mkdir(dir, { recursive: true, mode: 0o700 });
    for (const [month, rows] of byMonth(old)) await appendToMonth(join(dir, `${month}.jsonl.gz`), rows);
    const moved = await ctx.db.transaction(async (tx) => {
      await lockChain(tx);
      // Another run archived meanwhile: its anchor stands, and the next round starts from it.
      if ((await readChainHead(tx)).anchorSeq !== head.anchorSeq) return false;
      await tx
        .update(auditChain)
        .set({ anchorSeq: last.seq, anchorHash: last.hash })
        .where(eq(auditChain.id, 1));
      await tx.delete(auditEvents).where(lte(auditEvents.seq, last.seq));
      return true;
    });
    if (moved) archived += old.length;
    if (moved && old.length < CHAIN_BATCH) return archived;
  }
}
