import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { analyticsSalts } from "../../platform/db/schema";

/**
 * The daily secret salt behind the cookieless visitor id. Every instance reads the same row (the
 * first one to ask creates it), so one visitor gets one id per day whichever instance answers.
 */
export function dailySalts(db: Db) {
  let cached: { day: string; salt: string } | undefined;
  return {
    async forDay(day: string): Promise<string> {
      if (cached?.day === day) return cached.salt;
      await db
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString("hex") })
        .onConflictDoNothing();
      const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
      cached = { day, salt: row!.salt };
      return cached.salt;
    },
    /** Deletes every salt before `today`: yesterday's ids can no longer be recomputed. */
    async dropBefore(today: string): Promise<number> {
      if (cached && cached.day < today) cached = undefined;
      const gone = await db
        .delete(analyticsSalts)
        .where(lt(analyticsSalts.day, today))
        .returning({ day: analyticsSalts.day });
      return gone.length;
    },
  };
}
export type DailySalts = ReturnType<typeof dailySalts>;

/** hash(salt + site + IP + User-Agent), shortened: the same visitor on the same day, and nothing more. */
export const visitorId = (salt: string, site: string, ip: string, userAgent: string) =>
  createHash("sha256").update(`${salt}\n${site}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
