import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { ApiKey, NewApiKey, NewShareLink, ShareLink } from "~/contract/analytics-sharing";
import { API_KEY_PREFIX } from "~/contract/analytics-sharing";
import { shareLink } from "~/shared/paths";
import type { AppContext } from "../../context";
import { analyticsApiKeys, analyticsShareLinks } from "../../platform/db/schema";
import { newId } from "../../platform/ids";

// Shared report links and read-only API keys (ADR 0050): a random secret shown once, its SHA-256 kept.
// Both are looked up by hash, so a guess costs one indexed read and a timing difference tells nothing.

const secret = () => randomBytes(32).toString("base64url");
const hashOf = (value: string) => createHash("sha256").update(value).digest("hex");
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function linkOut(r: typeof analyticsShareLinks.$inferSelect): ShareLink {
  return {
    _id: r.id,
    label: r.label,
    createdAt: r.createdAt.toISOString(),
    lastViewedAt: iso(r.lastViewedAt),
  };
}

/** A new shared link; the answer carries its address, the only time the token is seen. */
export async function createShareLink(
  ctx: AppContext,
  adminId: string,
  label: string,
): Promise<NewShareLink> {
  const token = secret();
  const [row] = await ctx.db
    .insert(analyticsShareLinks)
    .values({ id: newId(), tokenHash: hashOf(token), label, createdBy: adminId, createdAt: ctx.clock() })
    .returning();
  return { ...linkOut(row!), url: shareLink(ctx.config.adminBaseUrl, token) };
}

/** Links still working, newest first. */
export async function listShareLinks(ctx: AppContext): Promise<ShareLink[]> {
  const rows = await ctx.db
    .select()
    .from(analyticsShareLinks)
    .where(isNull(analyticsShareLinks.revokedAt))
    .orderBy(desc(analyticsShareLinks.createdAt));
  return rows.map(linkOut);
}

/** Stops a link; false when there is no working link of that id. */
export async function revokeShareLink(ctx: AppContext, id: string): Promise<boolean> {
  const done = await ctx.db
    .update(analyticsShareLinks)
    .set({ revokedAt: ctx.clock() })
    .where(and(eq(analyticsShareLinks.id, id), isNull(analyticsShareLinks.revokedAt)))
    .returning({ id: analyticsShareLinks.id });
  return done.length > 0;
}

/** The working link of a token (its view time updated), or undefined for an unknown or revoked one. */
export async function viewShareLink(ctx: AppContext, token: string): Promise<ShareLink | undefined> {
  const [row] = await ctx.db
    .update(analyticsShareLinks)
    .set({ lastViewedAt: ctx.clock() })
    .where(and(eq(analyticsShareLinks.tokenHash, hashOf(token)), isNull(analyticsShareLinks.revokedAt)))
    .returning();
  return row ? linkOut(row) : undefined;
}

/** Whether a token belongs to a working link, without counting it as a view (the Now panel's polls). */
export async function isShareToken(ctx: AppContext, token: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: analyticsShareLinks.id })
    .from(analyticsShareLinks)
    .where(and(eq(analyticsShareLinks.tokenHash, hashOf(token)), isNull(analyticsShareLinks.revokedAt)));
  return Boolean(row);
}

function keyOut(r: typeof analyticsApiKeys.$inferSelect): ApiKey {
  return {
    _id: r.id,
    label: r.label,
    prefix: r.prefix,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: iso(r.lastUsedAt),
  };
}

/** A new read-only API key, shown once. */
export async function createApiKey(ctx: AppContext, adminId: string, label: string): Promise<NewApiKey> {
  const key = `${API_KEY_PREFIX}${secret()}`;
  const [row] = await ctx.db
    .insert(analyticsApiKeys)
    .values({
      id: newId(),
      keyHash: hashOf(key),
      prefix: key.slice(0, API_KEY_PREFIX.length + 6),
      label,
      createdBy: adminId,
      createdAt: ctx.clock(),
    })
    .returning();
  return { ...keyOut(row!), key };
}

export async function listApiKeys(ctx: AppContext): Promise<ApiKey[]> {
  const rows = await ctx.db
    .select()
    .from(analyticsApiKeys)
    .where(isNull(analyticsApiKeys.revokedAt))
    .orderBy(desc(analyticsApiKeys.createdAt));
  return rows.map(keyOut);
}

export async function revokeApiKey(ctx: AppContext, id: string): Promise<boolean> {
  const done = await ctx.db
    .update(analyticsApiKeys)
    .set({ revokedAt: ctx.clock() })
    .where(and(eq(analyticsApiKeys.id, id), isNull(analyticsApiKeys.revokedAt)))
    .returning({ id: analyticsApiKeys.id });
  return done.length > 0;
}

/** The working key's id (its last use updated), or undefined. */
export async function checkApiKey(ctx: AppContext, key: string): Promise<string | undefined> {
  if (!key.startsWith(API_KEY_PREFIX)) return undefined;
  const [row] = await ctx.db
    .update(analyticsApiKeys)
    .set({ lastUsedAt: ctx.clock() })
    .where(and(eq(analyticsApiKeys.keyHash, hashOf(key)), isNull(analyticsApiKeys.revokedAt)))
    .returning({ id: analyticsApiKeys.id });
  return row?.id;
}
