import type { FastifyReply, FastifyRequest } from "fastify";
import { SECOND_FACTOR_SETUP_REQUIRED } from "~/contract/mfa";
import type { Role } from "~/contract/roles";
import type { AppContext } from "../../context";
import { HttpError } from "../../platform/errors";
import { AuditEvent, recordAudit } from "../audit/audit";
import { mustSetUpSecondFactor } from "./mfa-policy";
import { requireRole } from "./role-checks";
import { authenticate } from "./tokens";
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
        await recordAudit(ctx, request, AuditEvent.accessDenied, "denied", {
          detail: { route: `${request.method} ${request.routeOptions.url ?? ""}`, needs: role },
        });
      throw err;
    }
    if (secondFactorSetUp && (await mustSetUpSecondFactor(ctx, claims.adminId)))
      throw new HttpError(403, SECOND_FACTOR_SETUP_REQUIRED);
  };

/**
 * Options of an admin-only call: the token and role checks, the role in the route's config (a test walks
 * the route table for it), and the bearer scheme in the API document. `role` is the least role the call
 * needs: "staff" lets every member in, "owner" only owners.
 */
export const adminRoute =
  (ctx: AppContext, tags: string[], role: Role) =>
  <S extends object>(schema: S) => ({
    onRequest: adminOnly(ctx, role),
    config: { role },
    schema: { tags, security: bearer, ...schema },
  });

/** Options of a call on the member's own account: as adminRoute for staff, open to a member who still has to set up a second factor. */
export const accountRoute =
  (ctx: AppContext, tags: string[]) =>
  <S extends object>(schema: S) => ({
    onRequest: adminOnly(ctx, "staff", { secondFactorSetUp: false }),
    config: { role: "staff" as Role },
    schema: { tags, security: bearer, ...schema },
  });

declare module "fastify" {
  interface FastifyContextConfig {
    /** The least role an admin call needs (set by `adminRoute`). */
    role?: Role;
  }
}
