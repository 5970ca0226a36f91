import { HOUR_MS, utcDay } from "../clock";
import type { Db } from "../db/client";
import { defineJob, type JobKind } from "../jobs";
import { addRandomKeys } from "./key-table";
import { dropRetiredKeys, RETIRED_ACCESS_KEY_MS } from "./key-retirement";
import { resealStoredSecrets } from "./reseal";
import { SIGNING_DELAY_MS } from "./secrets";

// `npm run admin -- keys rotate` (ADR 0067): a new key for every purpose, the stored secrets sealed
// again under the new seal key, and the old keys dropped once nothing made with them is valid.

const DAY_MS = 24 * HOUR_MS;

/** Moves every stored secret under the newest seal key, then drops the keys nothing needs any more. */
export const resealJob = defineJob<{ kid: string }>("keys.reseal", async (ctx, { kid }) => {
  if (!ctx.secrets.find("seal", kid)) await ctx.secrets.refresh();
  if (!ctx.secrets.find("seal", kid)) throw new Error(`seal key ${kid} is not in the key table`);
  const { moved, unreadable } = await resealStoredSecrets(ctx);
  ctx.log.info({ moved, unreadable }, "stored secrets sealed under the newest key");
  if (unreadable) ctx.log.warn({ unreadable }, "stored secrets no kept key opens were left as they were");
  await dropRetiredKeys(ctx.db, ctx.clock());
});

/** Drops the retired keys nothing needs any more; while some are still needed, looks again a day later. */
export const retireJob = defineJob<Record<string, never>>("keys.retire", async (ctx) => {
  const now = ctx.clock();
  const { dropped, kept } = await dropRetiredKeys(ctx.db, now);
  if (dropped.length) ctx.log.info({ dropped }, "retired keys dropped");
  const next = new Date(now.getTime() + DAY_MS);
  if (kept)
    await retireJob.enqueue(ctx.db, ctx, { key: `keys.retire:${utcDay(next)}`, runAt: next, payload: {} });
});

export const keyJobs: JobKind<never>[] = [resealJob, retireJob];

/**
 * Adds a random key for every purpose, signing SIGNING_DELAY_MS from `now`, and queues the re-seal for
 * then and the first drop of old keys for when the last access token of the old key has expired. One
 * transaction: the keys and their jobs are stored together or not at all.
 */
export async function rotateKeys(db: Db, root: string, now: Date) {
  const signsFrom = new Date(now.getTime() + SIGNING_DELAY_MS);
  const clock = { clock: () => now };
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const added = await addRandomKeys(tx, root, now, signsFrom);
    const kidOf = (purpose: string) => added.find((k) => k.purpose === purpose)!.kid;
    await resealJob.enqueue(tx, clock, {
      key: `keys.reseal:${kidOf("seal")}`,
      runAt: signsFrom,
      payload: { kid: kidOf("seal") },
    });
    await retireJob.enqueue(tx, clock, {
      key: `keys.retire:${kidOf("access")}`,
      runAt: new Date(signsFrom.getTime() + RETIRED_ACCESS_KEY_MS),
      payload: {},
    });
    return { added, signsFrom };
  });
}
