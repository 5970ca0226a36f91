import { useMe } from "~/components/admin/use-me";
import { EmailSection } from "./email-section";
import { PasswordForm } from "./password-form";
import { ProfileSection } from "./profile-section";
import { SecondFactorSections } from "./second-factor-sections";
import { SessionsSection } from "./sessions-section";

/** /account: the member's name and sign-in email, how they sign in (second factor, passkeys), their sessions and password. */
export function AccountPage({ email, onSignOutHere }: { email: string | null; onSignOutHere: () => void }) {
  // The server's word once it answers: the address may have changed since this tab signed in.
  const current = useMe().data?.email ?? email;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Your account</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {current ? `Signed in as ${current}. ` : ""}Your name, sign-in email, second factor, passkeys,
          sessions and password.
        </p>
      </div>
      <ProfileSection />
      <EmailSection email={current} />
      <SecondFactorSections />
      <SessionsSection onSignOutHere={onSignOutHere} />
      <PasswordForm />
    </div>
  );
}
