import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { MINUTE_MS } from "../clock";
import { clientKey } from "../client-key";
import { HttpError, notFound } from "../errors";
import { consume } from "../rate-limit";

export const bearer = [{ bearer: [] }];

/** Options of a public call: its schemas under the module's tag. */
export const publicRoute =
  (tags: string[]) =>
  <S extends object>(schema: S) => ({ schema: { tags, ...schema } });

/** The record, or the 404 "<What> not found.". */
export function orNotFound<T>(what: string, record: T | undefined): T {
  if (record === undefined) throw notFound(what);
  return record;
}

/** The signed-in admin of an admin-only call: who they are and the session they call from. */
export function staffOf(req: FastifyRequest): { adminId: string; email: string; sessionId: string } {
  if (!req.admin) throw new HttpError(401, "Authentication required.");
  return { adminId: req.admin.adminId, email: req.admin.email, sessionId: req.admin.sessionId };
}

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

/** The window of `perClientLimit`; events it bounds are counted per this in the security log. */
export const CLIENT_LIMIT_WINDOW_MS = 10 * MINUTE_MS;

/**
 * A per-client-address limit on a public call: `max` per 10 minutes under `name`, then 429 with `message`
 * ("Too many requests. Please try again later." when none is given).
 */
export const perClientLimit =
  (ctx: AppContext, name: string, max: number, message?: string) => (req: FastifyRequest) =>
    consume(ctx.limiter, `${name}:ip:${clientKey(req)}`, max, CLIENT_LIMIT_WINDOW_MS, message);

export { serve, type Guard, type Handler } from "./serve";
