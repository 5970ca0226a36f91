import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from "axios";
import type { z } from "zod";
import { env } from "./env";
import { session } from "./session";

export const API_TIMEOUT_MS = 10_000;

/** Where a 401 sends the visitor; replaced in tests and by the router once it exists. */
let redirectToLogin: () => void = () => {
  if (typeof window !== "undefined" && window.location.pathname !== "/login")
    window.location.assign("/login");
};
let redirecting = false;

export function setLoginRedirect(fn: () => void): void {
  redirectToLogin = fn;
  redirecting = false;
}

function onUnauthorized(): void {
  session.clear();
  // Several calls may fail together: navigate once.
  if (redirecting) return;
  redirecting = true;
  redirectToLogin();
  setTimeout(() => {
    redirecting = false;
  }, 1000);
}

/** The one axios instance: base URL, 10 s timeout, JSON, bearer token, 401 → /login. */
export const api: AxiosInstance = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: API_TIMEOUT_MS,
  headers: { "Content-Type": "application/json" },
});

// axios's own timeout relies on the transport honouring it; this abort timer makes the 10 s limit hold everywhere.
const timers = new WeakMap<
  InternalAxiosRequestConfig,
  { timer: ReturnType<typeof setTimeout>; timedOut: boolean }
>();

function startTimer(config: InternalAxiosRequestConfig): void {
  const controller = new AbortController();
  const callerSignal = config.signal as AbortSignal | undefined;
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener?.("abort", () => controller.abort(), { once: true });
  const entry = {
    timedOut: false,
    timer: setTimeout(() => ((entry.timedOut = true), controller.abort()), API_TIMEOUT_MS),
  };
  timers.set(config, entry);
  config.signal = controller.signal;
}

/** Stops the timer of a finished call; true when the call was ended by it. */
function stopTimer(config: InternalAxiosRequestConfig | undefined): boolean {
  const entry = config && timers.get(config);
  if (!entry) return false;
  clearTimeout(entry.timer);
  timers.delete(config);
  return entry.timedOut;
}

api.interceptors.request.use((config) => {
  const token = session.token();
  if (token) config.headers.set("Authorization", `Bearer ${token}`);
  startTimer(config);
  return config;
});

api.interceptors.response.use(
  (response) => {
    stopTimer(response.config);
    return response;
  },
  (error: unknown) => {
    const config = error instanceof AxiosError ? error.config : undefined;
    if (stopTimer(config)) {
      return Promise.reject(
        new AxiosError(`timeout of ${API_TIMEOUT_MS}ms exceeded`, AxiosError.ETIMEDOUT, config),
      );
    }
    if (error instanceof AxiosError && error.response?.status === 401) onUnauthorized();
    return Promise.reject(error);
  },
);

export type ApiFailureKind = "timeout" | "network" | "http" | "invalid-response";

/** A failed call, described for the UI. `message` is the server's message or the caller's fallback. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiFailureKind,
    readonly status?: number,
    readonly fieldErrors: { path: string; message: string }[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** True when the server answered (with a refusal); false for timeouts, network failures and unreadable answers. */
  get answered(): boolean {
    return this.kind === "http";
  }
}

/** Turns anything thrown by an api call into an ApiError with the given fallback text. */
export function toApiError(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return new ApiError(fallback, "timeout");
    }
    if (!error.response) return new ApiError(fallback, "network");
    const body = error.response.data as { message?: unknown; errors?: unknown } | undefined;
    const message = typeof body?.message === "string" && body.message ? body.message : fallback;
    const errors = Array.isArray(body?.errors) ? (body.errors as { path: string; message: string }[]) : [];
    const retry = Number(error.response.headers["retry-after"]);
    return new ApiError(
      message,
      "http",
      error.response.status,
      errors,
      Number.isFinite(retry) ? retry : undefined,
    );
  }
  return new ApiError(fallback, "invalid-response");
}

export interface SuccessEnvelope {
  isSuccess: true;
  message?: string;
  data?: unknown;
  total?: unknown;
}

/** An answer with `isSuccess: false` (even with HTTP 200) is a refusal: throws an ApiError with its message. */
export function expectSuccess(body: unknown, fallback: string): SuccessEnvelope {
  if (!body || typeof body !== "object" || !("isSuccess" in body)) {
    throw new ApiError(fallback, "invalid-response");
  }
  const envelope = body as { isSuccess: unknown; message?: unknown };
  if (envelope.isSuccess !== true) {
    const message = typeof envelope.message === "string" && envelope.message ? envelope.message : fallback;
    throw new ApiError(message, "http", 200);
  }
  return body as SuccessEnvelope;
}

/** Parses part of an answer with a shared schema; a mismatch is an unreadable answer, never a success. */
export function parseAnswer<T extends z.ZodType>(schema: T, value: unknown, fallback: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(fallback, "invalid-response");
  return result.data;
}
