import type { SecondFactorMethod } from "~/contract/mfa";
import type { AppContext } from "../../context";
import { hasPasskey } from "./passkeys";
import { secondFactorRequired } from "./team-settings";
import { recoveryCodesLeft } from "./recovery-codes";
import { hasTotp } from "./totp";

/** How this member can prove a second factor; empty when they have none. */
export async function secondFactorMethods(ctx: AppContext, adminId: string): Promise<SecondFactorMethod[]> {
  const [totp, passkey, codes] = await Promise.all([
    hasTotp(ctx, adminId),
    hasPasskey(ctx, adminId),
    recoveryCodesLeft(ctx, adminId),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (totp) methods.push("totp");
  if (passkey) methods.push("passkey");
  if (totp && codes > 0) methods.push("recovery");
  return methods;
}

/** True when the team requires a second factor and this member has none yet: /account before anything else. */
export async function mustSetUpSecondFactor(ctx: AppContext, adminId: string): Promise<boolean> {
  if (!(await secondFactorRequired(ctx))) return false;
  return (await secondFactorMethods(ctx, adminId)).length === 0;
}
