import { and, count, gt, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  demoBookings,
  keyRing,
  mfaRecoveryCodes,
  mfaTotp,
  otpChallenges,
  staffSchedules,
} from "../db/schema";
import { HOUR_MS, MINUTE_MS } from "../clock";
import { KEY_PURPOSES, type KeyPurpose } from "./keys";
import { dropKeys, type KeyRow } from "./key-table";
import { SIGNING_DELAY_MS } from "./secrets";

// When a key that no longer signs is dropped (ADR 0067): once nothing made with it can still be valid.
// - access: its tokens live 15 minutes at most (identity/tokens.ts);
// - manage: a link works until a day after its demo ends (booking/manage-token.ts), so the key stays
//   while a booking from its time has not ended a day ago;
// - code: while an unused recovery code or a live one-time code was made in its time;
// - seal: while a stored secret is sealed under it (the re-seal job moves them to the newest key).
// Each also waits SIGNING_DELAY_MS past its successor's start, for an instance late to read the table.

const ACCESS_TOKEN_MS = 15 * MINUTE_MS;
const MANAGE_LINK_AFTER_END_MS = 24 * HOUR_MS;
/** How long after its successor starts signing an access key is kept (then dropped). */
export const RETIRED_ACCESS_KEY_MS = ACCESS_TOKEN_MS + SIGNING_DELAY_MS;

export type KeyStanding =
  | { state: "signing" }
  /** Added by a rotation; signs from its `signsFrom`. */
  | { state: "next" }
  /** Replaced at `since`; dropped once `keptUntil` has passed and `uses` is 0. */
  | { state: "retired"; since: Date; keptUntil: Date; uses: number };

const oldestFirst = (a: KeyRow, b: KeyRow) =>
  a.signsFrom.getTime() - b.signsFrom.getTime() || a.createdAt.getTime() - b.createdAt.getTime();

const counted = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** Rows made while the key signed: from its own start (none for a purpose's first key) until `since`. */
const madeInItsTime = (column: Parameters<typeof lt>[0], from: Date | undefined, since: Date): SQL =>
  and(lt(column, since), from ? gte(column, from) : undefined)!;

async function usesOf(db: Db, row: KeyRow, from: Date | undefined, since: Date, now: Date) {
  switch (row.purpose) {
    case "access":
      return 0;
    case "manage":
      return counted(
        db
          .select({ n: count() })
          .from(demoBookings)
          .where(
            and(
              lt(demoBookings.createdAt, since),
              gt(demoBookings.endsAt, new Date(now.getTime() - MANAGE_LINK_AFTER_END_MS)),
            ),
          ),
      );
    case "code": {
      const recovery = counted(
        db
          .select({ n: count() })
          .from(mfaRecoveryCodes)
          .where(
            and(isNull(mfaRecoveryCodes.usedAt), madeInItsTime(mfaRecoveryCodes.createdAt, from, since)),
          ),
      );
      const oneTime = counted(
        db
          .select({ n: count() })
          .from(otpChallenges)
          .where(
            and(
              isNull(otpChallenges.consumedAt),
              gt(otpChallenges.expiresAt, now),
              madeInItsTime(otpChallenges.lastSentAt, from, since),
            ),
          ),
      );
      return (await recovery) + (await oneTime);
    }
    case "seal": {
      const prefix = `k1.${row.kid}.`;
      const totp = counted(
        db
          .select({ n: count() })
          .from(mfaTotp)
          .where(sql`starts_with(${mfaTotp.sealedSecret}, ${prefix})`),
      );
      const calendars = counted(
        db
          .select({ n: count() })
          .from(staffSchedules)
          .where(sql`starts_with(${staffSchedules.caldavPasswordEnc}, ${prefix})`),
      );
      return (await totp) + (await calendars);
    }
  }
}

/** Where each key of the table stands at `now`, by kid. */
export async function keyStandings(db: Db, now: Date): Promise<Map<string, KeyStanding>> {
  const rows = await db.select().from(keyRing);
  const standings = new Map<string, KeyStanding>();
  for (const purpose of KEY_PURPOSES satisfies readonly KeyPurpose[]) {
    const ofPurpose = rows.filter((r) => r.purpose === purpose).sort(oldestFirst);
    const signing = ofPurpose.findLastIndex((r) => r.signsFrom.getTime() <= now.getTime());
    for (const [i, row] of ofPurpose.entries()) {
      if (i > Math.max(signing, 0)) standings.set(row.kid, { state: "next" });
      else if (i === Math.max(signing, 0)) standings.set(row.kid, { state: "signing" });
      else {
        const since = ofPurpose[i + 1]!.signsFrom;
        const from = i === 0 ? undefined : row.signsFrom;
        const held = purpose === "access" ? RETIRED_ACCESS_KEY_MS : SIGNING_DELAY_MS;
        const keptUntil = new Date(since.getTime() + held);
        standings.set(row.kid, {
          state: "retired",
          since,
          keptUntil,
          uses: await usesOf(db, row, from, since, now),
        });
      }
    }
  }
  return standings;
}

/** Deletes the retired keys nothing needs any more; returns their ids and how many retired ones stay. */
export async function dropRetiredKeys(db: Db, now: Date): Promise<{ dropped: string[]; kept: number }> {
  const dropped: string[] = [];
  let kept = 0;
  for (const [kid, s] of await keyStandings(db, now)) {
    if (s.state !== "retired") continue;
    if (s.keptUntil.getTime() <= now.getTime() && s.uses === 0) dropped.push(kid);
    else kept++;
  }
  await dropKeys(db, dropped);
  return { dropped, kept };
}
