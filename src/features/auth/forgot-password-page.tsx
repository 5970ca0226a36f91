import { useState } from "react";
import { Link } from "react-router";
import { FormMessage } from "~/components/ui/form-message";
import { linkButton, primaryButton } from "~/components/ui/button";
import { AuthCard, BackToSignIn } from "./auth-card";
import { ResetCodeForm, ResetEmailForm } from "./reset-forms";
import { FocusedHeading } from "./step-heading";

type Step = { at: "email" } | { at: "code"; email: string; sent: string } | { at: "done"; message: string };

/**
 * /forgot-password: email → a code is mailed (if the email is a staff member's; the page never says
 * which) → code and new password → done, then sign in.
 */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ at: "email" });
  return (
    <AuthCard
      title="Reset your password"
      intro="We email a 6-digit code to your staff address; with it you choose a new password."
      footer={step.at === "done" ? undefined : <BackToSignIn />}
    >
      {step.at === "email" && (
        <ResetEmailForm onSent={(email, sent) => setStep({ at: "code", email, sent })} />
      )}
      {step.at === "code" && (
        <div className="space-y-5">
          <FocusedHeading>Enter the code</FocusedHeading>
          <FormMessage tone="success">{step.sent}</FormMessage>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            The code is valid for 10 minutes.{" "}
            <button type="button" className={linkButton} onClick={() => setStep({ at: "email" })}>
              Use another email
            </button>
          </p>
          <ResetCodeForm email={step.email} onDone={(message) => setStep({ at: "done", message })} />
        </div>
      )}
      {step.at === "done" && (
        <div className="space-y-5">
          <FocusedHeading>Password changed</FocusedHeading>
          <FormMessage tone="success">{step.message}</FormMessage>
          <Link to="/login" className={`${primaryButton} w-full`}>
            Sign in
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
