import type { FastifyReply, FastifyRequest } from "fastify";
import { SECOND_FACTOR_SETUP_REQUIRED } from "~/contract/mfa";
import type { Role } from "~/contract/roles";
import type { AppContext } from "../../context";
import { HttpError } from "../../platform/errors";
import { AuditEvent } from "../../platform/audit-log";
import { mustSetUpSecondFactor } from "./mfa-policy";
import { requireRole } from "./role-checks";
import { requireStepUp } from "./step-up";
import type { AdminClaims } from "./claims";
import { verifyBearer } from "./tokens";
import { bearer } from "../../platform/http/route-helpers";

/**
 * onRequest hook for admin-only calls (before the body is read): a valid, unrevoked bearer token or 401;
 * then a member whose role (read from the database, not the token) allows the call, or 403 logged with
 * the route and the role it needs; and when the team requires a second factor, a member without one
 * gets 403 until they set one up (their own account calls, `accountRoute`, stay open for that).
 */
export const adminOnly =
  (ctx: AppContext, role: Role, { secondFactorSetUp = true } = {}) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    const claims = await authenticate(ctx, request);
    try {
      await requireRole(ctx, claims.adminId, role);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 403)
        await ctx.audit.record(request.meta, AuditEvent.accessDenied, "denied", {
          detail: { route: `${request.method} ${request.routeOptions.url ?? ""}`, needs: role },
        });
      throw err;
    }
    if (secondFactorSetUp && (await mustSetUpSecondFactor(ctx, claims.adminId)))
      throw new HttpError(403, SECOND_FACTOR_SETUP_REQUIRED);
  };

/** What a route asks beyond the role: `stepUp` makes it a sensitive change (docs/decisions/0064). */
export interface RouteNeeds {
  stepUp?: boolean;
}

/** onRequest hook after the token check: 403 "Confirm it's you to continue." without a recent step-up. */
const steppedUp = (ctx: AppContext) => async (request: FastifyRequest) => {
  if (!request.admin) throw new HttpError(401, "Authentication required.");
  await requireStepUp(ctx, request.admin.sessionId);
};

/**
 * The same refusal for a call that is sensitive only for some bodies (a bulk delete among bulk changes),
 * checked from its handler once the body is read and before anything changes.
 */
export const requireSteppedUp = (ctx: AppContext, request: FastifyRequest) => steppedUp(ctx)(request);

function guarded(
  ctx: AppContext,
  tags: string[],
  role: Role,
  check: ReturnType<typeof adminOnly>,
  needs: RouteNeeds,
) {
  return <S extends object>(schema: S) => ({
    onRequest: needs.stepUp ? [check, steppedUp(ctx)] : check,
    config: { role, stepUp: needs.stepUp === true },
    schema: { tags, security: bearer, ...schema },
  });
}

/**
 * Options of an admin-only call: the token and role checks, the role in the route's config (a test walks
 * the route table for it), and the bearer scheme in the API document. `role` is the least role the call
 * needs: "staff" lets every member in, "owner" only owners.
 */
export const adminRoute = (ctx: AppContext, tags: string[], role: Role, needs: RouteNeeds = {}) =>
  guarded(ctx, tags, role, adminOnly(ctx, role), needs);

/** Options of a call on the member's own account: as adminRoute for staff, open to a member who still has to set up a second factor. */
export const accountRoute = (ctx: AppContext, tags: string[], needs: RouteNeeds = {}) =>
  guarded(ctx, tags, "staff", adminOnly(ctx, "staff", { secondFactorSetUp: false }), needs);

declare module "fastify" {
  interface FastifyContextConfig {
    /** The least role an admin call needs (set by `adminRoute`). */
    role?: Role;
    /** A sensitive change: it needs a recent step-up (set by `adminRoute` and `accountRoute`). */
    stepUp?: boolean;
  }
}

declare module "fastify" {
  interface FastifyRequest {
    admin?: AdminClaims;
  }
}

/** The request's bearer token checked (401 otherwise); its member becomes the request's actor. */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AdminClaims> {
  const claims = await verifyBearer(ctx, request.headers.authorization);
  request.admin = claims;
  request.meta.actor = { adminId: claims.adminId, email: claims.email };
  return claims;
}

/** Sets a new session's refresh cookie on the answer and returns what the browser gets. */
export function signedIn<T>(reply: FastifyReply, { cookie, answer }: { cookie: string; answer: T }): T {
  reply.header("set-cookie", cookie);
  return answer;
}
