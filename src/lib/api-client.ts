import axios, { AxiosError, type AxiosInstance } from "axios";
import { env } from "./env";
import { session } from "./session";
import { useAppStore } from "./store";

export const API_TIMEOUT_MS = 10_000;

/** Where a 401 sends the visitor; replaced in tests and by the router once it exists. */
let redirectToLogin: () => void = () => {
  if (typeof window !== "undefined" && window.location.pathname !== "/login") window.location.assign("/login");
};
export function setLoginRedirect(fn: () => void): void {
  redirectToLogin = fn;
}

let redirecting = false;

function onUnauthorized(): void {
  session.clear();
  useAppStore.getState().setUser(null);
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

api.interceptors.request.use((config) => {
  const token = session.token();
  if (token) config.headers.set("Authorization", `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
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
    return new ApiError(message, "http", error.response.status, errors, Number.isFinite(retry) ? retry : undefined);
  }
  return new ApiError(fallback, "invalid-response");
}
