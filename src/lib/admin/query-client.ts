import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "~/lib/http/api-client";

/** A client error (4xx) will not change on retry; a network or server failure gets one more try. */
const retry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status !== undefined && error.status < 500);

/** Server state of the admin screens; created only in the admin bundle. A 401 is handled by the API client. */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
