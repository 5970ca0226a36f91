import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { mfaTotp, staffSchedules } from "../db/schema";
import type { SealUse, Secrets } from "./keys";
import { seal, sealedKid, unseal } from "./sealed";

// Every stored secret moved under the newest seal key, so older seal keys can be dropped (ADR 0067).

const BATCH = 100;

interface Stored {
  id: string;
  value: string;
}

interface SealedColumn {
  use: SealUse;
  /** The next rows after `after` by id, with a sealed value. */
  page(db: Db, after: string): Promise<Stored[]>;
  /** Writes the new value unless the row changed meanwhile (a new key set up); true when written. */
  replace(db: Db, row: Stored, next: string): Promise<boolean>;
}

const sealedColumns: SealedColumn[] = [
  {
    use: "totp",
    page: (db, after) =>
      db
        .select({ id: mfaTotp.adminId, value: mfaTotp.sealedSecret })
        .from(mfaTotp)
        .where(gt(mfaTotp.adminId, after))
        .orderBy(asc(mfaTotp.adminId))
        .limit(BATCH),
    replace: async (db, row, next) =>
      (
        await db
          .update(mfaTotp)
          .set({ sealedSecret: next })
          .where(and(eq(mfaTotp.adminId, row.id), eq(mfaTotp.sealedSecret, row.value)))
          .returning({ id: mfaTotp.adminId })
      ).length > 0,
  },
  {
    use: "caldav",
    page: async (db, after) =>
      (
        await db
          .select({ id: staffSchedules.adminId, value: staffSchedules.caldavPasswordEnc })
          .from(staffSchedules)
          .where(and(gt(staffSchedules.adminId, after), isNotNull(staffSchedules.caldavPasswordEnc)))
          .orderBy(asc(staffSchedules.adminId))
          .limit(BATCH)
      ).map((r) => ({ id: r.id, value: r.value ?? "" })),
    replace: async (db, row, next) =>
      (
        await db
          .update(staffSchedules)
          .set({ caldavPasswordEnc: next })
          .where(and(eq(staffSchedules.adminId, row.id), eq(staffSchedules.caldavPasswordEnc, row.value)))
          .returning({ id: staffSchedules.adminId })
      ).length > 0,
  },
];

/**
 * Seals every stored TOTP key and calendar password again under the current seal key, a batch at a
 * time. A value no kept key opens is left as it was and counted (its owner sets it up again).
 */
export async function resealStoredSecrets(ctx: { db: Db; secrets: Secrets }) {
  const kid = ctx.secrets.current("seal").kid;
  let moved = 0;
  let unreadable = 0;
  for (const column of sealedColumns) {
    let after = "";
    for (;;) {
      const rows = await column.page(ctx.db, after);
      for (const row of rows) {
        if (sealedKid(row.value) === kid) continue;
        let plain: string;
        try {
          plain = unseal(ctx, column.use, row.value);
        } catch {
          unreadable++;
          continue;
        }
        if (await column.replace(ctx.db, row, seal(ctx, column.use, plain))) moved++;
      }
      if (rows.length < BATCH) break;
      after = rows.at(-1)!.id;
    }
  }
  return { moved, unreadable };
}
