import { Link, useNavigate, useSearchParams } from "react-router";
import { REDIRECT_PARAM, safeAdminTarget } from "./guard";
import { LoginForm } from "./login-form";

/** /login: outside the public layout, client-only. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeAdminTarget(params.get(REDIRECT_PARAM));

  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950"
    >
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">Admin Login</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          Sign in to manage contacts, visitor records and demo requests.
        </p>
        <div className="mt-6">
          <LoginForm onSignedIn={() => void navigate(target, { replace: true })} />
        </div>
        <Link
          to="/"
          reloadDocument
          className="mt-6 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-200"
        >
          Back to Home
        </Link>
      </div>
    </main>
  );
}
