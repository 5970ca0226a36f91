import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from "axios";
import type { z } from "zod";
import { idleWindowSchema } from "~/contract/auth";
import { authApi } from "~/contract/endpoints/auth";
import { envelope } from "~/contract/envelope";
import { apiBaseUrl } from "~/lib/site-part";
import { STEP_UP_REQUIRED } from "~/contract/step-up";
import { secondFactorSetup } from "~/lib/auth/second-factor-setup";
import { idle } from "~/lib/auth/idle";
import { session } from "~/lib/auth/session";
import { askStepUp } from "~/lib/auth/step-up";

export const API_TIMEOUT_MS = 10_000;

/**
 * The one axios instance: base URL, 10 s timeout, JSON, bearer token, 401 → one renewal, then the session
 * ends. `withCredentials` lets a site on another origin receive and send the refresh cookie (ADR 0037);
 * the cookie's path keeps it off every call but the renewal.
 */
export const api: AxiosInstance = axios.create({
  baseURL: apiBaseUrl(),
  timeout: API_TIMEOUT_MS,
  headers: { "Content-Type": "application/json" },
  withCredentials: true,
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
  // A call may ask for longer (a picture upload); none gets less than the 10 s.
  const ms = Math.max(config.timeout ?? 0, API_TIMEOUT_MS);
  const entry = {
    timedOut: false,
    timer: setTimeout(() => ((entry.timedOut = true), controller.abort()), ms),
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

/** The session token each call carried, to tell a refused session from any other 401. */
const sentTokens = new WeakMap<InternalAxiosRequestConfig, string>();
declare module "axios" {
  interface AxiosRequestConfig {
    /** Sent again after a renewal (kept by axios through the retry): a second 401 ends the session. */
    renewed?: boolean;
    /** Sent again after the member confirmed it's them: a second refusal is shown as it is. */
    steppedUp?: boolean;
  }
}

export const REFRESH_URL = authApi.refresh.path;
const LOGOUT_URL = authApi.logout.path;

api.interceptors.request.use((config) => {
  const token = session.token();
  // Sign-out names the token it gives up itself (the session may already be cleared).
  if (token && !config.headers.has("Authorization")) {
    config.headers.set("Authorization", `Bearer ${token}`);
    sentTokens.set(config, token);
  }
  startTimer(config);
  return config;
});

/** What a renewal gives: a new access token, and whose session it is (a new tab knows nothing yet). */
export type Renewal = { token: string; email?: string; secondFactorSetup?: boolean };

/**
 * A new access token from the HttpOnly refresh cookie (which the server rotates), or null when the
 * session is over. It tells how long the member has been away, so a renewal the page needs for a call of
 * its own does not count as their use (docs/decisions/0066). Leaves the session as it is.
 */
export async function refreshAccessToken(): Promise<Renewal | null> {
  try {
    const { data } = await api.post<{
      isSuccess?: boolean;
      token?: string;
      email?: string;
      secondFactorSetup?: boolean;
    }>(REFRESH_URL, { idleSeconds: idle.secondsAway() });
    if (!data?.isSuccess || typeof data.token !== "string") return null;
    return { token: data.token, email: data.email, secondFactorSetup: data.secondFactorSetup === true };
  } catch {
    return null;
  }
}

/** Tabs of one browser share the cookie: one renews at a time, so none sends a cookie another just rotated. */
function oneTabAtATime<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? (locks.request("admin-session-refresh", run) as Promise<T>) : run();
}

let renewing: Promise<boolean> | undefined;

/**
 * Renews the session's access token once for every caller waiting now (the guard after a reload or in a
 * new tab, calls refused together). A tab without the session's flag (a new one) starts it from the
 * answer. False when the server refused: the session is over.
 */
export function renewSession(): Promise<boolean> {
  renewing ??= oneTabAtATime(refreshAccessToken)
    .then((renewal) => {
      if (!renewal) return false;
      if (session.flagged()) session.renew(renewal.token, renewal.email);
      else {
        if (!renewal.email) return false;
        session.start(renewal.token, renewal.email);
        if (renewal.secondFactorSetup) secondFactorSetup.mark(renewal.email);
      }
      return true;
    })
    .finally(() => {
      renewing = undefined;
    });
  return renewing;
}

/**
 * The one reaction to a 401 (docs/product.md §6): when the call carried the session's token, the token is renewed
 * once and the call sent again; when that fails the session ends (and the app goes to sign in). A refused
 * sign-in carries no token; calls that fail together share one renewal.
 */
async function renewOn401(error: unknown): Promise<unknown> {
  if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config;
  const sent = sentTokens.get(config);
  if (!sent || config.url === REFRESH_URL || config.url === LOGOUT_URL) throw error;
  if (config.renewed) {
    // Refused again with a fresh token: the session is over.
    if (session.token() === sent) session.end();
    throw error;
  }
  // Another call renewed the token meanwhile: send this one again with it.
  const renewed = sent !== session.token() ? Boolean(session.token()) : await renewSession();
  if (!renewed) {
    // Calls refused together end the session once: the first one clears the token.
    if (session.token() === sent) session.end();
    throw error;
  }
  config.headers.delete("Authorization");
  return api.request({ ...config, renewed: true });
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's message of a refused call, whether the answer was read as JSON or as text. */
const refusalMessage = (data: unknown): unknown =>
  ((typeof data === "string" ? parsed(data) : data) as { message?: unknown } | undefined)?.message;

/**
 * A sensitive call refused for want of a recent confirmation (403 "Confirm it's you to continue.") opens
 * the step-up dialog over the screen; once the member confirms, the same call goes again, once.
 */
async function stepUpOn403(error: AxiosError): Promise<unknown> {
  const config = error.config!;
  if (config.steppedUp || !(await askStepUp())) throw error;
  config.headers.delete("Authorization");
  return api.request({ ...config, steppedUp: true });
}

const needsStepUp = (error: unknown): error is AxiosError =>
  error instanceof AxiosError &&
  error.response?.status === 403 &&
  Boolean(error.config) &&
  refusalMessage(error.response.data) === STEP_UP_REQUIRED;

/**
 * Every answer that starts or renews a session carries its idle window (docs/decisions/0066): kept here,
 * whichever screen signed in or renewed.
 */
function noteIdleWindow(data: unknown): void {
  const answer = data as { token?: unknown; idle?: unknown } | null;
  if (typeof answer?.token !== "string" || !answer.idle) return;
  const window = idleWindowSchema.safeParse(answer.idle);
  if (window.success) idle.opened(window.data);
}

api.interceptors.response.use(
  (response) => {
    stopTimer(response.config);
    noteIdleWindow(response.data);
    return response;
  },
  (error: unknown) => {
    const config = error instanceof AxiosError ? error.config : undefined;
    if (stopTimer(config)) {
      return Promise.reject(
        new AxiosError(
          `timeout of ${config?.timeout ?? API_TIMEOUT_MS}ms exceeded`,
          AxiosError.ETIMEDOUT,
          config,
        ),
      );
    }
    return needsStepUp(error) ? stepUpOn403(error) : renewOn401(error);
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
    const raw: unknown = error.response.data;
    // A call read as text (a CSV download) gets its refusal as a JSON string.
    const body = (typeof raw === "string" ? parsed(raw) : raw) as
      { message?: unknown; errors?: unknown } | undefined;
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

/** An answer with `isSuccess: false` (even with HTTP 200) is a refusal: throws an ApiError with its message. */
function expectSuccess(body: unknown, fallback: string): void {
  if (!body || typeof body !== "object" || !("isSuccess" in body)) {
    throw new ApiError(fallback, "invalid-response");
  }
  const envelope = body as { isSuccess: unknown; message?: unknown };
  if (envelope.isSuccess !== true) {
    const message = typeof envelope.message === "string" && envelope.message ? envelope.message : fallback;
    throw new ApiError(message, "http", 200);
  }
}

/**
 * The one way the site calls the API: sends `config` through the one axios instance, checks the envelope
 * (`isSuccess: false` is a refusal), parses the whole answer with `schema` (a mismatch is an unreadable
 * answer, never a success) and turns every failure into an ApiError whose text falls back to `fallback`.
 */
export async function request<T extends z.ZodType>(
  schema: T,
  config: AxiosRequestConfig,
  fallback: string,
): Promise<z.output<T>> {
  try {
    const { data } = await api.request<unknown>(config);
    expectSuccess(data, fallback);
    const answer = schema.safeParse(data);
    if (!answer.success) throw new ApiError(fallback, "invalid-response");
    return answer.data;
  } catch (error) {
    throw toApiError(error, fallback);
  }
}

/** `request` for an answer that must carry `data`: resolves with the data itself. */
export async function requestData<T extends z.ZodType>(
  schema: T,
  config: AxiosRequestConfig,
  fallback: string,
): Promise<z.output<T>> {
  const answer = await request(envelope(schema).required({ data: true }), config, fallback);
  return answer.data as z.output<T>;
}
