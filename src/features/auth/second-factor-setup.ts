import { redirect } from "react-router";
import { secondFactorSetup } from "~/lib/auth/second-factor-setup";
import { adminPaths } from "~/shared/paths";

/** Route guard: a member the team requires a second factor of sees /account before anything else. */
export function requireSecondFactorSetup(request: Request): void {
  if (!secondFactorSetup.pending()) return;
  if (new URL(request.url).pathname !== adminPaths.account) throw redirect(adminPaths.account);
}
