import { AccountPage } from "~/features/account/account-page";
import { adminQueryClient } from "~/lib/admin/query-client";
import { useLogout } from "~/features/auth/use-logout";
import { session } from "~/lib/auth/session";

export const meta = () => [
  { title: "Your account | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const dropCachedRecords = () => adminQueryClient.clear();

export default function Page() {
  const logout = useLogout(dropCachedRecords);
  return <AccountPage email={session.email()} onSignOutHere={logout} />;
}
