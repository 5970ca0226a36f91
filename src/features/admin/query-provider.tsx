import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { adminQueryClient, setUnauthorizedHandler } from "./query-client";

/** TanStack Query for the admin area only (public pages never load it). */
export function AdminQueryProvider({
  onUnauthorized,
  children,
}: {
  onUnauthorized: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    setUnauthorizedHandler(onUnauthorized);
    return () => setUnauthorizedHandler(() => {});
  }, [onUnauthorized]);
  return <QueryClientProvider client={adminQueryClient}>{children}</QueryClientProvider>;
}
