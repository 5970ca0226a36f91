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
  let claims: AdminClaims;
  try {
    const { payload } = await jwtVerify(match[1], ctx.secrets.jwtKey, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      currentDate: ctx.clock(),
    });
    const { sub, jti, iatMs, exp } = payload;
    if (!sub || !jti || typeof iatMs !== "number" || typeof exp !== "number") throw new Error("claims");
    claims = {
      adminId: sub,
      email: String(payload.email ?? ""),
      jti,
      issuedAt: new Date(iatMs),
      expiresAt: new Date(exp * 1000),
    };
  } catch {
    throw unauthorized();
  }
  // One round trip per admin call: the admin's cut-off and the token's revocation together.
  const [admin] = await ctx.db
    .select({
      validAfter: admins.tokensValidAfter,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
    })
    .from(admins)
    .where(eq(admins.id, claims.adminId))
    .limit(1);
  if (!admin || admin.revoked || claims.issuedAt.getTime() < admin.validAfter.getTime()) throw unauthorized();
  request.admin = claims;
  return claims;
}

export async function revokeToken(ctx: AppContext, claims: AdminClaims): Promise<void> {
  await ctx.db
    .insert(revokedTokens)
    .values({ jti: claims.jti, expiresAt: claims.expiresAt })
    .onConflictDoNothing();
  // Expired tokens fail on their own; their revocation rows are no longer needed.
  await ctx.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, ctx.clock()));
}

declare module "fastify" {
  interface FastifyRequest {
    admin?: AdminClaims;
  }
}
