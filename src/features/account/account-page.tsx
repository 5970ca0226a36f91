import { PasswordForm } from "./password-form";
import { SecondFactorSections } from "./second-factor-sections";
import { SessionsSection } from "./sessions-section";

/** /account: how the signed-in member signs in (second factor, passkeys), their sessions and password. */
export function AccountPage({ email, onSignOutHere }: { email: string | null; onSignOutHere: () => void }) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Your account</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {email ? `Signed in as ${email}. ` : ""}Your second factor, passkeys, sessions and password.
        </p>
      </div>
      <SecondFactorSections />
      <SessionsSection onSignOutHere={onSignOutHere} />
      <PasswordForm />
    </div>
  );
}
