import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  envelope,
  errorEnvelopeSchema,
  idParamSchema,
  messageAnswerSchema,
  paged,
  pageQuerySchema,
} from "~/contract/envelope";
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

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429 | 503;

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
