import { eq } from "drizzle-orm";
import type { RoleChecks } from "./claims";
import { hasRole, OWNERS_ONLY, type Role } from "~/contract/roles";
import type { AppContext } from "../../context";
import { admins } from "../../platform/db/schema";
import { HttpError } from "../../platform/errors";

const MAX_KEPT = 1000;

/** `ttlMs` 0 asks the database on every call. */
export function roleChecks(ttlMs: number): RoleChecks {
  const kept = new Map<string, { role: Role; at: number }>();
  // Bumped by each change: a read that started before one is not kept.
  let generation = 0;
  return {
    async roleOf(adminId, now, read) {
      const hit = kept.get(adminId);
      if (hit && now - hit.at < ttlMs) return hit.role;
      const started = generation;
      const role = await read();
      if (role && ttlMs > 0 && started === generation) {
        kept.delete(adminId);
        kept.set(adminId, { role, at: now });
        if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      }
      return role;
    },
    changed() {
      generation++;
      kept.clear();
    },
  };
}

/** The signed-in member's role, from the database (or its short-lived copy). */
export async function currentRole(ctx: AppContext, adminId: string): Promise<Role | undefined> {
  return ctx.roleChecks.roleOf(adminId, ctx.clock().getTime(), async () => {
    const [row] = await ctx.db
      .select({ role: admins.role })
      .from(admins)
      .where(eq(admins.id, adminId))
      .limit(1);
    return row?.role;
  });
}

/** 403 with a sentence the site shows, unless the member's role allows what needs `needed`. */
export async function requireRole(ctx: AppContext, adminId: string, needed: Role): Promise<Role> {
  const role = await currentRole(ctx, adminId);
  // A member removed since the token check: the same answer as any ended session.
  if (!role) throw new HttpError(401, "Your session has expired. Please sign in again.");
  if (!hasRole(role, needed)) throw new HttpError(403, OWNERS_ONLY);
  return role;
}

export type { RoleChecks };
