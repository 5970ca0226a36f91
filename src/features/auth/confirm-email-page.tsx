import { Link } from "react-router";
import { emailChangeTokenSchema } from "~/contract/account";
import { accountApi } from "~/contract/endpoints/account";
import { call } from "~/lib/http/call";
import { adminPaths } from "~/shared/paths";
import { cardLink } from "./auth-card";
import { MailedLinkAction } from "./mailed-link-action";

/** /confirm-email#<token>: the link mailed to a member's new address. */
export function ConfirmEmailPage() {
  return (
    <MailedLinkAction
      title="Confirm your new email"
      intro="Press the button to make this address the one you sign in with. Your other sessions will be signed out."
      tokenSchema={emailChangeTokenSchema}
      act={async (token) => (await call(accountApi.confirmEmail, { body: { token } })).message ?? ""}
      label="Confirm email"
      busyLabel="Confirming..."
      doneFooter={
        <Link to={adminPaths.account} className={cardLink}>
          Go to your account
        </Link>
      }
    />
  );
}
