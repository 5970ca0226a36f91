import { PasswordForm } from "./password-form";
import { SessionsSection } from "./sessions-section";

/** /account: the signed-in member's own sessions and password (second-factor sections join them). */
export function AccountPage({ email, onSignOutHere }: { email: string | null; onSignOutHere: () => void }) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Your account</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {email ? `Signed in as ${email}. ` : ""}Your sessions and password.
        </p>
      </div>
      <SessionsSection onSignOutHere={onSignOutHere} />
      <PasswordForm />
    </div>
  );
}
