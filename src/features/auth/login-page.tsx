import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormMessage } from "~/components/ui/form-message";
import type { SignedIn } from "./sign-in";
import { session } from "~/lib/auth/session";
import { adminPaths, FORGOT_PASSWORD_PATH, SIGN_IN_LINK_PARAM } from "~/shared/paths";
import { AuthCard, cardLink } from "./auth-card";
import { REDIRECT_PARAM, safeAdminTarget } from "./guard";
import { LoginForm } from "./login-form";
import { PasskeySignIn } from "./passkey-sign-in";
import { secondFactorSetup } from "~/lib/auth/second-factor-setup";

/** The emailed sign-in link's token, from the fragment (never sent to a server log), once. */
function linkFromFragment(): string | undefined {
  if (typeof window === "undefined") return undefined;
  const token = new URLSearchParams(window.location.hash.slice(1)).get(SIGN_IN_LINK_PARAM) ?? undefined;
  if (token) window.history.replaceState(null, "", window.location.pathname + window.location.search);
  return token;
}

/** /login: outside the public layout, client-only. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeAdminTarget(params.get(REDIRECT_PARAM));
  const [signInLink] = useState(linkFromFragment);
  const [secondStep, setSecondStep] = useState(false);

  const signedIn = ({ token, email, setup }: SignedIn) => {
    session.start(token, email);
    if (setup) secondFactorSetup.mark(email);
    else secondFactorSetup.done();
    void navigate(setup ? adminPaths.account : target, { replace: true });
  };

  return (
    <AuthCard
      title="Admin Login"
      intro="Sign in to manage contacts, visitor records and demo requests."
      footer={
        <>
          <Link to="/" reloadDocument className={cardLink}>
            Back to Home
          </Link>
          <Link to={FORGOT_PASSWORD_PATH} className={cardLink}>
            Forgot password?
          </Link>
        </>
      }
    >
      {signInLink && (
        <div className="mb-5">
          <FormMessage tone="success">
            Sign-in link accepted. Enter your email and password to sign in.
          </FormMessage>
        </div>
      )}
      <LoginForm signInLink={signInLink} onSignedIn={signedIn} onSecondStep={() => setSecondStep(true)} />
      {!signInLink && !secondStep && <PasskeySignIn onSignedIn={signedIn} />}
    </AuthCard>
  );
}
