import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import type { AppContext } from "../context";
import { admins, revokedTokens } from "../db/schema";
import { HttpError } from "../lib/errors";

export const TOKEN_TTL_SECONDS = 8 * 60 * 60;
const ISSUER = "company-site-api";

export interface AdminClaims {
  adminId: string;
  email: string;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

export async function issueToken(ctx: AppContext, admin: { id: string; email: string }): Promise<string> {
  const nowMs = ctx.clock().getTime();
  const now = Math.floor(nowMs / 1000);
  // Milliseconds of issue, so a password change voids exactly the tokens issued before it.
  return new SignJWT({ email: admin.email, iatMs: nowMs })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(admin.id)
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_TTL_SECONDS)
    .sign(ctx.secrets.jwtKey);
}

const unauthorized = () =>
  new HttpError(401, "Your session has expired. Please sign in again.", { "www-authenticate": "Bearer" });

/** Checks signature, expiry, revocation and password changes; throws 401 otherwise. */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AdminClaims> {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw new HttpError(401, "Authentication required.", { "www-authenticate": "Bearer" });
  const now = ctx.clock();
  const claims = await verifiedClaims(ctx, match[1], now);
  // jose's expiry rule, applied here on every call as a token verified before skips jose.
  if (claims.expiresAt.getTime() / 1000 <= Math.floor(now.getTime() / 1000)) throw unauthorized();
  const checks = ctx.tokenChecks;
  const at = now.getTime();
  if (!checks.allowed(claims.jti, at) && !(await checks.check(claims.jti, at, () => stillValid(ctx, claims))))
    throw unauthorized();
  request.admin = claims;
  return claims;
}

/** The token's claims once its signature and claims are checked (a token seen before is not checked again). */
async function verifiedClaims(ctx: AppContext, token: string, now: Date): Promise<AdminClaims> {
  const known = ctx.tokenChecks.verified(token);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, ctx.secrets.jwtKey, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      currentDate: now,
    });
    const { sub, jti, iatMs, exp } = payload;
    if (!sub || !jti || typeof iatMs !== "number" || typeof exp !== "number") throw new Error("claims");
    const claims = {
      adminId: sub,
      email: String(payload.email ?? ""),
      jti,
      issuedAt: new Date(iatMs),
      expiresAt: new Date(exp * 1000),
    };
    ctx.tokenChecks.rememberVerified(token, claims);
    return claims;
  } catch {
    throw unauthorized();
  }
}

/** One round trip: the admin still exists, the token is newer than their last password change, not revoked. */
async function stillValid(ctx: AppContext, claims: AdminClaims): Promise<boolean> {
  const [admin] = await ctx.db
    .select({
      validAfter: admins.tokensValidAfter,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
    })
    .from(admins)
    .where(eq(admins.id, claims.adminId))
    .limit(1);
  return !!admin && !admin.revoked && claims.issuedAt.getTime() >= admin.validAfter.getTime();
}

export async function revokeToken(ctx: AppContext, claims: AdminClaims): Promise<void> {
  await ctx.db
    .insert(revokedTokens)
    .values({ jti: claims.jti, expiresAt: claims.expiresAt })
    .onConflictDoNothing();
  ctx.tokenChecks.revoked();
  // Expired tokens fail on their own; their revocation rows are no longer needed.
  await ctx.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, ctx.clock()));
}

declare module "fastify" {
  interface FastifyRequest {
    admin?: AdminClaims;
  }
}
