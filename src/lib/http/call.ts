import type { AxiosRequestConfig } from "axios";
import { type Answer, type CallInput, type Endpoint, pathOf } from "~/contract/endpoint";
import { ApiError, api, request, toApiError } from "./api-client";

/** Per call, beside what the endpoint declares: an abort signal, headers, or a fallback text of its own. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: AxiosRequestConfig["headers"];
  failed?: string;
}

type Needs<E extends Endpoint> = E extends { params: unknown } | { body: unknown } ? true : false;
export type CallArgs<E extends Endpoint> =
  Needs<E> extends true ? [input: CallInput<E> & CallOptions] : [input?: CallInput<E> & CallOptions];

/**
 * The one typed way the site calls the API: the endpoint's method and path (its parameters filled in),
 * its query and body, through the one axios instance. The answer is checked with the endpoint's schema,
 * and every failure is an ApiError whose text falls back to the endpoint's `failed`.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<Answer<E>> {
  const { params, query, body, signal, headers, failed } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & CallOptions;
  return request(
    endpoint.response,
    {
      method: endpoint.method,
      url: pathOf(endpoint.path, params),
      ...(query ? { params: query } : {}),
      ...(body !== undefined ? { data: body } : {}),
      ...(signal ? { signal } : {}),
      ...(headers ? { headers } : {}),
    },
    failed ?? endpoint.failed,
  ) as Promise<Answer<E>>;
}

type DataOf<E extends Endpoint> = NonNullable<Answer<E> extends { data?: infer D } ? D : never>;

/** `call` for an answer that must carry `data`: resolves with the data itself. */
export async function callData<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<DataOf<E>> {
  const answer = (await call(endpoint, ...args)) as { data?: unknown };
  if (answer.data === undefined) {
    throw new ApiError(args[0]?.failed ?? endpoint.failed, "invalid-response");
  }
  return answer.data as DataOf<E>;
}

/**
 * `call` for an answer that is a file's text (a CSV) rather than JSON. It goes through the same axios
 * instance, so a call refused for want of a step-up opens the dialog and is sent again.
 */
export async function callText<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<string> {
  const { params, query, failed } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  } & CallOptions;
  try {
    const { data } = await api.request<unknown>({
      method: endpoint.method,
      url: pathOf(endpoint.path, params),
      ...(query ? { params: query } : {}),
      responseType: "text",
    });
    if (typeof data !== "string") throw new ApiError(failed ?? endpoint.failed, "invalid-response");
    // The saved file gets its byte-order mark back when it is written.
    return data.replace(/^\uFEFF/, "");
  } catch (error) {
    throw toApiError(error, failed ?? endpoint.failed);
  }
}
