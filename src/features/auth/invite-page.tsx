import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { FormMessage } from "~/components/ui/form-message";
import { type InvitationInfo, invitationTokenSchema } from "~/contract/team";
import { session } from "~/lib/auth/session";
import { ADMIN_HOME } from "~/shared/paths";
import { AuthCard, BackToSignIn } from "./auth-card";
import { helpErrorMessage } from "./form-error";
import { InviteForm } from "./invite-form";
import { lookUpInvitation } from "./invitation";

type State = { at: "checking" } | { at: "refused"; message: string } | { at: "open"; info: InvitationInfo };

/** The token of an invitation link (`/invite#<token>`), or the reason it cannot be one. */
function tokenFrom(hash: string): { token: string } | { error: string } {
  const parsed = invitationTokenSchema.safeParse(decodeURIComponent(hash.replace(/^#/, "")));
  return parsed.success ? { token: parsed.data } : { error: parsed.error.issues[0]!.message };
}

/**
 * /invite#<token>: the invited member sets their password, and is signed in. A used, replaced or expired
 * link gets the server's reason.
 */
export function InvitePage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const link = tokenFrom(hash);
  const token = "token" in link ? link.token : null;
  const [state, setState] = useState<State>(
    "error" in link ? { at: "refused", message: link.error } : { at: "checking" },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    lookUpInvitation(token).then(
      (info) => live && setState({ at: "open", info }),
      (err: unknown) => live && setState({ at: "refused", message: helpErrorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const joined = (sessionToken: string, email: string) => {
    session.start(sessionToken, email);
    void navigate(ADMIN_HOME, { replace: true });
  };

  return (
    <AuthCard
      title="Join the team"
      intro={
        state.at === "open" ? (
          <>
            Choose a password for <strong className="break-all">{state.info.email}</strong>.
          </>
        ) : (
          "Set your password with the link from your invitation email."
        )
      }
      footer={<BackToSignIn />}
    >
      {state.at === "checking" && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Checking your invitation...
        </p>
      )}
      {state.at === "refused" && <FormMessage tone="error">{state.message}</FormMessage>}
      {state.at === "open" && token && (
        <InviteForm
          token={token}
          onJoined={(sessionToken) => joined(sessionToken, state.info.email)}
          onRefused={(message) => setState({ at: "refused", message })}
        />
      )}
    </AuthCard>
  );
}
