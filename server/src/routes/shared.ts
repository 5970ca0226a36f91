import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AuditEventName } from "~/contract/audit";
import { SECOND_FACTOR_SETUP_REQUIRED } from "~/contract/mfa";
import type { Role } from "~/contract/roles";
import {
  envelope,
  errorEnvelopeSchema,
  idParamSchema,
  messageAnswerSchema,
  paged,
  pageQuerySchema,
} from "~/contract/envelope";
import type { AppContext } from "../context";
import { MINUTE_MS } from "../lib/clock";
import { clientKey } from "../lib/client-key";
import { HttpError, notFound } from "../lib/errors";
import { consume } from "../lib/rate-limit";
import { AuditEvent, recordAudit } from "../services/audit";
import { mustSetUpSecondFactor } from "../services/mfa-policy";
import { requireRole } from "../services/role-checks";
import { authenticate } from "../services/tokens";

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

export const bearer = [{ bearer: [] }];

/** Options of a public call: its schemas under the module's tag. */
export const publicRoute =
  (tags: string[]) =>
  <S extends object>(schema: S) => ({ schema: { tags, ...schema } });

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

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429 | 503;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The least role an admin call needs (set by `adminRoute`). */
    role?: Role;
  }
}

/**
 * A route's `response` schemas: the contract's answer on 200 and the error envelope on each listed
 * status. Answers are checked against them on the way out, and the API document shows them.
 */
export function answers<T extends z.ZodType, S extends ErrorStatus>(ok: T, ...errors: S[]) {
  const map: Record<number, z.ZodType> = { 200: ok };
  for (const status of errors) map[status] = errorEnvelopeSchema;
  return map as { 200: T } & Record<S, typeof errorEnvelopeSchema>;
}

/** The record, or the 404 "<What> not found.". */
export function orNotFound<T>(what: string, record: T | undefined): T {
  if (record === undefined) throw notFound(what);
  return record;
}

/** Query and answers of an admin list: one page of `item`s with the total, searched (or another query). */
export const pagedList = <T extends z.ZodType, Q extends z.ZodType = typeof pageQuerySchema>(
  item: T,
  querystring?: Q,
) => ({
  querystring: (querystring ?? pageQuerySchema) as Q,
  response: answers(paged(item), 400, 401),
});

/** The signed-in admin of an admin-only call. */
export function staffOf(req: FastifyRequest): { adminId: string; email: string } {
  if (!req.admin) throw new HttpError(401, "Authentication required.");
  return { adminId: req.admin.adminId, email: req.admin.email };
}

/** Errors every admin call on one record can answer: bad input, no valid token, no such record. */
export const ADMIN_ERRORS = [400, 401, 404] as const;

/** Params and answers of an admin delete by id. */
export const deleteById = { params: idParamSchema, response: answers(messageAnswerSchema, ...ADMIN_ERRORS) };

/**
 * The handler of every admin delete by id: the attempt goes to the security log with its outcome,
 * then the answer is "<What> deleted." or a 404 "<What> not found.".
 */
export const deleteHandler =
  (
    ctx: AppContext,
    what: string,
    event: AuditEventName,
    remove: (ctx: AppContext, id: string) => Promise<boolean>,
  ) =>
  async (req: FastifyRequest & { params: { id: string } }) => {
    const { id } = req.params;
    const deleted = await remove(ctx, id);
    await recordAudit(ctx, req, event, deleted ? "success" : "failure", { detail: { id } });
    if (!deleted) throw notFound(what);
    return { isSuccess: true, message: `${what} deleted.` };
  };

/** Answers of an admin call on one record of `item` (with any further error statuses). */
export const recordAnswers = <T extends z.ZodType, S extends ErrorStatus = never>(item: T, ...more: S[]) =>
  answers<ReturnType<typeof envelope<T>>, (typeof ADMIN_ERRORS)[number] | S>(
    envelope(item),
    ...ADMIN_ERRORS,
    ...more,
  );

/** The answer with one record, or the 404 "<What> not found.". */
export const found = async <T>(what: string, record: Promise<T | undefined>) => ({
  isSuccess: true,
  data: orNotFound(what, await record),
});

/** The answer to a create: "<What> created." with the new record. */
export const created = async <T>(what: string, record: Promise<T>) => ({
  isSuccess: true,
  message: `${what} created.`,
  data: await record,
});

/** The answer to an update: "<What> updated." with the record, or the 404 "<What> not found.". */
export const updated = async <T>(what: string, record: Promise<T | undefined>) => ({
  isSuccess: true,
  message: `${what} updated.`,
  data: orNotFound(what, await record),
});

/** A per-client-address limit on a public call: `max` per 10 minutes under `name`, then 429 with `message`. */
export const perClientLimit =
  (ctx: AppContext, name: string, max: number, message: string) => (req: FastifyRequest) =>
    consume(ctx.limiter, `${name}:ip:${clientKey(req)}`, max, 10 * MINUTE_MS, message);
