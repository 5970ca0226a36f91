import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Endpoint } from "~/contract/endpoint";
import { errorEnvelopeSchema } from "~/contract/envelope";

type Maybe<E, K extends keyof Endpoint> = E extends Record<K, infer S> ? S : undefined;

/** The Fastify schema of a declared endpoint: its parts, the answer on 200 and the error envelope on each refusal. */
export type SchemaOf<E extends Endpoint> = {
  params: Maybe<E, "params">;
  querystring: Maybe<E, "query">;
  body: Maybe<E, "body">;
  response: { 200: E["response"] } & Record<E["errors"][number], typeof errorEnvelopeSchema>;
  summary: string;
};

export function schemaOf<E extends Endpoint>(endpoint: E): SchemaOf<E> {
  const response: Record<number, unknown> = { 200: endpoint.response };
  for (const status of endpoint.errors) response[status] = errorEnvelopeSchema;
  // Parts the endpoint does not declare are left out: Fastify warns about a key set to undefined.
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response,
    summary: endpoint.summary,
  } as SchemaOf<E>;
}

export type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/** What a module's access rule adds to a route: its checks and the tags and security of its document entry. */
export type Guard = (schema: object) => RouteShorthandOptions & { schema: object };

/**
 * Registers the route of a declared endpoint (docs/decisions/0062): its method, path and schemas come from
 * the contract, `guard` adds who may call it, `options` anything else a route needs (a body limit, a hook).
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  guard: Guard,
  handler: Handler<E>,
  options: Omit<RouteShorthandOptions, "schema"> = {},
): void {
  app.route({
    ...options,
    ...guard(schemaOf(endpoint)),
    method: endpoint.method,
    url: endpoint.path,
    handler: handler as RouteHandlerMethod,
  });
}
