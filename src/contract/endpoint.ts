import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Statuses an endpoint may refuse with, each answered with the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 423 | 429 | 503;

/**
 * One API call, declared once for both sides (docs/decisions/0062): the server registers its route from
 * it and checks requests and answers with its schemas; the site calls it through `call` (lib/http).
 */
export interface Endpoint {
  method: Method;
  /** The path under /api, with `:name` for each path parameter (the spec's paths, letter for letter). */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The whole answer on 200. */
  response: z.ZodType;
  /** The refusals it may answer, with the error envelope. */
  errors: readonly ErrorStatus[];
  /** One line for the API document. */
  summary: string;
  /** What the site says when the call fails without a message of the server's (docs/product.md §7). */
  failed: string;
}

/** Declares an endpoint, keeping its literal method, path and schema types. */
export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

type Part<E, K extends "params" | "query" | "body"> =
  E extends Record<K, infer S extends z.ZodType> ? z.input<S> : never;

/** What a caller sends: the path parameters, query and body the endpoint declares, and nothing else. */
export type CallInput<E extends Endpoint> = ([Part<E, "params">] extends [never]
  ? unknown
  : { params: Part<E, "params"> }) &
  ([Part<E, "query">] extends [never] ? unknown : { query?: Part<E, "query"> }) &
  ([Part<E, "body">] extends [never] ? unknown : { body: Part<E, "body"> });

/** The endpoint's answer as the site reads it. */
export type Answer<E extends Endpoint> = z.output<E["response"]>;

/** The path with its parameters filled in, each URL-encoded. */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
