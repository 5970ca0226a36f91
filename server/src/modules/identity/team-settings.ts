import type { TeamSettings } from "~/contract/team";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { teamSettings } from "../../platform/db/schema";

const DEFAULTS: TeamSettings = { requireSecondFactor: false };

/** The team's settings: the one row, or the defaults before any owner changed them. */
export async function getTeamSettings(ctx: AppContext, db: Db = ctx.db): Promise<TeamSettings> {
  const [row] = await db.select().from(teamSettings).limit(1);
  return row ? { requireSecondFactor: row.requireSecondFactor } : DEFAULTS;
}

/**
 * The settings as last read, kept like allowed tokens (decision 32): every admin call checks them, so they
 * are not read on each one. A change on this instance is seen at once; on another within the token-check
 * time. `generation` moves with each change, so a read that started before one is not kept.
 */
const kept = new WeakMap<AppContext, { settings: TeamSettings; at: number }>();
const generations = new WeakMap<AppContext, number>();

async function keptTeamSettings(ctx: AppContext): Promise<TeamSettings> {
  const ttlMs = ctx.config.tokenCheckCacheSeconds * 1000;
  const now = ctx.clock().getTime();
  const hit = kept.get(ctx);
  if (hit && now - hit.at < ttlMs) return hit.settings;
  const started = generations.get(ctx) ?? 0;
  const settings = await getTeamSettings(ctx);
  if (ttlMs > 0 && started === (generations.get(ctx) ?? 0)) kept.set(ctx, { settings, at: now });
  return settings;
}

/** True when every member must set up a second factor before anything else (every admin call enforces it). */
export const secondFactorRequired = async (ctx: AppContext) =>
  (await keptTeamSettings(ctx)).requireSecondFactor;

/** Stores the settings an owner chose; returns them with what they were before. */
export async function setTeamSettings(
  ctx: AppContext,
  settings: TeamSettings,
  by: string,
): Promise<{ before: TeamSettings; after: TeamSettings }> {
  const saved = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const before = await getTeamSettings(ctx, db);
    const row = { ...settings, updatedAt: ctx.clock(), updatedBy: by };
    await db
      .insert(teamSettings)
      .values({ id: true, ...row })
      .onConflictDoUpdate({ target: teamSettings.id, set: row });
    return { before, after: settings };
  });
  // Committed: forget the kept copy on this instance.
  generations.set(ctx, (generations.get(ctx) ?? 0) + 1);
  kept.delete(ctx);
  return saved;
}
