import { Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { adminQueryClient } from "~/lib/admin/query-client";
import { AdminQueryProvider } from "~/components/admin/shell/query-provider";
import { AdminShell } from "~/components/admin/shell/admin-shell";
import { requireAdminSession } from "~/features/auth/guard";
import { requireSecondFactorSetup } from "~/features/auth/second-factor-setup";
import { useLogout } from "~/features/auth/use-logout";
import { session } from "~/lib/auth/session";

// Client-only: the guard runs before anything renders, so no admin data can flash for a visitor without a session.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminSession(request);
  requireSecondFactorSetup(request);
  return null;
}

const dropCachedRecords = () => adminQueryClient.clear();

export default function AdminLayout() {
  const logout = useLogout(dropCachedRecords);
  return (
    <AdminQueryProvider>
      <AdminShell email={session.email()} onLogout={logout}>
        <Outlet />
      </AdminShell>
    </AdminQueryProvider>
  );
}
