import type { TeamSettings } from "~/contract/team";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { teamSettings } from "../db/schema";

const DEFAULTS: TeamSettings = { requireSecondFactor: false };

/** The team's settings: the one row, or the defaults before any owner changed them. */
export async function getTeamSettings(ctx: AppContext, db: Db = ctx.db): Promise<TeamSettings> {
  const [row] = await db.select().from(teamSettings).limit(1);
  return row ? { requireSecondFactor: row.requireSecondFactor } : DEFAULTS;
}

/** True when every member must set up a second factor before anything else (the sign-in enforces it). */
export const secondFactorRequired = async (ctx: AppContext) =>
  (await getTeamSettings(ctx)).requireSecondFactor;

/** Stores the settings an owner chose; returns them with what they were before. */
export async function setTeamSettings(
  ctx: AppContext,
  settings: TeamSettings,
  by: string,
): Promise<{ before: TeamSettings; after: TeamSettings }> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const before = await getTeamSettings(ctx, db);
    const row = { ...settings, updatedAt: ctx.clock(), updatedBy: by };
    await db
      .insert(teamSettings)
      .values({ id: true, ...row })
      .onConflictDoUpdate({ target: teamSettings.id, set: row });
    return { before, after: settings };
  });
}
