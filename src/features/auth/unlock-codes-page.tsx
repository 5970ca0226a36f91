import { secondFactorApi } from "~/contract/endpoints/second-factor";
import { CODES_UNLOCKED, unlockTokenSchema } from "~/contract/mfa";
import { call } from "~/lib/http/call";
import { MailedLinkAction } from "./mailed-link-action";

/** /unlock-codes#<token>: the mailed link after 10 wrong sign-in codes in a row. */
export function UnlockCodesPage() {
  return (
    <MailedLinkAction
      title="Unlock sign-in codes"
      intro="After 10 wrong codes in a row, sign-in codes were locked on your account. Unlock them to sign in with a code again."
      tokenSchema={unlockTokenSchema}
      act={async (token) =>
        (await call(secondFactorApi.unlockCodes, { body: { token } })).message || CODES_UNLOCKED
      }
      label="Unlock codes"
      busyLabel="Unlocking..."
    />
  );
}
