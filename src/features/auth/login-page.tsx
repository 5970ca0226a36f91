import { Link, useNavigate, useSearchParams } from "react-router";
import { FORGOT_PASSWORD_PATH } from "~/shared/paths";
import { AuthCard, cardLink } from "./auth-card";
import { REDIRECT_PARAM, safeAdminTarget } from "./guard";
import { LoginForm } from "./login-form";

/** /login: outside the public layout, client-only. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeAdminTarget(params.get(REDIRECT_PARAM));

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
      <LoginForm onSignedIn={() => void navigate(target, { replace: true })} />
    </AuthCard>
  );
}
