import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { adminQueryClient } from "~/lib/admin/query-client";

/** TanStack Query for the admin area only (public pages never load it). */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={adminQueryClient}>{children}</QueryClientProvider>;
}
