import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "~/lib/api-client";

let onUnauthorized: () => void = () => {};

/** Lets the admin layout decide where a 401 from any query or mutation leads. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

const handle401 = (error: unknown) => {
  if (error instanceof ApiError && error.status === 401) onUnauthorized();
};

/** A client error (4xx) will not change on retry; a network or server failure gets one more try. */
const retry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status !== undefined && error.status < 500);

/** Server state of the admin screens; created only in the admin bundle. */
export const adminQueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handle401 }),
  mutationCache: new MutationCache({ onError: handle401 }),
  defaultOptions: {
    queries: { retry, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
