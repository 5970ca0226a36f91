import { createHash } from "node:crypto";
import { asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { auditChain, auditEvents } from "../../platform/db/schema";

// The security log's hash chain (ADR 0065). The database chains each row as it is inserted (migration
// 0027's trigger, under the lock on `audit_chain`); this file checks the chain with its own sha256.

/** A row as the chain sees it: the fields its hash covers (its detail as the database prints it), and its hashes. */
export interface ChainRow {
  seq: number;
  id: string;
  time: Date;
  event: string;
  adminId: string | null;
  ipAddress: string;
  outcome: string;
  detailText: string | null;
  countKey: string | null;
  windowEndsAt: Date | null;
  prevHash: string;
  hash: string;
}

/** The columns of a `ChainRow`, for a select. */
export const chainColumns = {
  seq: auditEvents.seq,
  id: auditEvents.id,
  time: auditEvents.time,
  event: auditEvents.event,
  adminId: auditEvents.adminId,
  ipAddress: auditEvents.ipAddress,
  outcome: auditEvents.outcome,
  detailText: sql<string | null>`${auditEvents.detail}::text`,
  countKey: auditEvents.countKey,
  windowEndsAt: auditEvents.windowEndsAt,
  prevHash: auditEvents.prevHash,
  hash: auditEvents.hash,
};

/**
 * sha256 over the hash before and the row's fixed fields, one per line, as migration 0027's
 * `audit_event_hash` computes it. `count` stays out: it grows while the row's window is open.
 */
export function chainHash(prev: string, row: Omit<ChainRow, "prevHash" | "hash">): string {
  const fields = [
    prev,
    String(row.seq),
    row.id,
    row.time.toISOString(),
    row.event,
    row.adminId ?? "",
    row.ipAddress,
    row.outcome,
    row.detailText ?? "",
    row.countKey ?? "",
    row.windowEndsAt?.toISOString() ?? "",
  ];
  return createHash("sha256").update(fields.join("\n"), "utf8").digest("hex");
}

/** The chain's newest row (head) and the last row archived (anchor); all zero and empty before the first row. */
export interface ChainHead {
  headSeq: number;
  headHash: string;
  anchorSeq: number;
  anchorHash: string;
}

export async function readChainHead(db: Db): Promise<ChainHead> {
  const [head] = await db.select().from(auditChain).where(eq(auditChain.id, 1));
  return head ?? { headSeq: 0, headHash: "", anchorSeq: 0, anchorHash: "" };
}

/** Appends and archival take turns on the chain's row until the caller's transaction ends. */
export async function lockChain(tx: Db): Promise<void> {
  await tx.execute(sql`select audit_chain_lock()`);
}

/**
 * Where the chain breaks: a row whose content no longer matches its hash ("changed"), a row that does not
 * follow the one before ("gap": a row before it was removed, or changed and hashed again), a row written
 * outside the chain ("unchained"), or the newest rows gone ("missing-newest", named by the head's seq).
 */
export interface ChainBreak {
  seq: number;
  reason: "changed" | "gap" | "unchained" | "missing-newest";
  id?: string;
  time?: string;
  event?: string;
}

/** The first break in `rows` (in seq order) after the hash `prev`, and the hash they end on. */
export function findBreak(
  prev: string,
  rows: ChainRow[],
  headSeq: number,
): { broken?: ChainBreak; last: string } {
  let last = prev;
  for (const row of rows) {
    if (row.seq > headSeq) return { broken: breakAt(row, "unchained"), last };
    if (chainHash(row.prevHash, row) !== row.hash) return { broken: breakAt(row, "changed"), last };
    if (row.prevHash !== last) return { broken: breakAt(row, "gap"), last };
    last = row.hash;
  }
  return { last };
}

const breakAt = (row: ChainRow, reason: ChainBreak["reason"]): ChainBreak => ({
  seq: row.seq,
  reason,
  id: row.id,
  time: row.time.toISOString(),
  event: row.event,
});

export type ChainCheck =
  | { ok: true; rows: number; head: ChainHead }
  | { ok: false; rows: number; head: ChainHead; broken: ChainBreak };

/** Rows read per query while checking or archiving. */
export const CHAIN_BATCH = 1000;

/** Rows after `afterSeq`, oldest first. */
export const chainRowsAfter = (db: Db, afterSeq: number, limit = CHAIN_BATCH): Promise<ChainRow[]> =>
  db
    .select(chainColumns)
    .from(auditEvents)
    .where(gt(auditEvents.seq, afterSeq))
    .orderBy(asc(auditEvents.seq))
    .limit(limit);

/**
 * Checks the whole log in one snapshot: from the anchor (the last archived row's hash) through every
 * row in seq order to the head. Returns the first break, if any (`npm run admin -- audit verify`).
 */
export function verifyAuditChain(db: Db): Promise<ChainCheck> {
  return db.transaction(
    async (tx) => {
      const head = await readChainHead(tx);
      let prev = head.anchorHash;
      let seq = head.anchorSeq;
      let rows = 0;
      let newest: ChainRow | undefined;
      for (;;) {
        const batch = await chainRowsAfter(tx, seq);
        const { broken, last } = findBreak(prev, batch, head.headSeq);
        if (broken)
          return { ok: false, rows: rows + batch.findIndex((r) => r.seq === broken.seq), head, broken };
        rows += batch.length;
        prev = last;
        newest = batch.at(-1) ?? newest;
        seq = newest?.seq ?? seq;
        if (batch.length < CHAIN_BATCH) break;
      }
      if (seq < head.headSeq)
        return { ok: false, rows, head, broken: { seq: head.headSeq, reason: "missing-newest" } };
      // The newest row, changed and hashed again: only the head still knows its hash.
      if (prev !== head.headHash && newest)
        return { ok: false, rows: rows - 1, head, broken: breakAt(newest, "changed") };
      if (prev !== head.headHash)
        return { ok: false, rows, head, broken: { seq: head.headSeq, reason: "missing-newest" } };
      return { ok: true, rows, head };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
