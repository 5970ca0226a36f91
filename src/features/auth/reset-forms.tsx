import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { primaryButton } from "~/components/ui/button";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { generateOtpSchema, verifyOtpSchema } from "~/contract/auth";
import { requestResetCode, resetPassword, verifyResetCode } from "~/api/auth";
import { helpErrorMessage } from "./form-error";
import { passwordPairSchema } from "./password-pair";

type EmailFields = z.input<typeof generateOtpSchema>;
const emailFields: FieldSpec<EmailFields>[] = [
  { name: "email", label: "Email", type: "email", autoComplete: "username", inputMode: "email" },
];

/** Step 1: the email. The answer is the same whether or not it is a staff member's. */
export function ResetEmailForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<EmailFields, unknown, z.output<typeof generateOtpSchema>>({
    resolver: zodResolver(generateOtpSchema),
    defaultValues: { email: "" },
  });
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const answer = await requestResetCode(email);
      onSent(email, answer.message ?? "");
    } catch (err) {
      setError(helpErrorMessage(err));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <FormFields form={form} idPrefix="reset" fields={emailFields} />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
        {busy ? "Sending code..." : "Send code"}
      </button>
    </form>
  );
}

/** Step 2's fields: the emailed code and the new password, typed twice. */
const codeSchema = z.intersection(z.object({ otp: verifyOtpSchema.shape.otp }), passwordPairSchema);
type CodeFields = z.input<typeof codeSchema>;
const codeFields: FieldSpec<CodeFields>[] = [
  { name: "otp", label: "Code", autoComplete: "one-time-code", inputMode: "numeric" },
  { name: "password", label: "New password", type: "password", autoComplete: "new-password" },
  { name: "confirm", label: "Repeat new password", type: "password", autoComplete: "new-password" },
];

/** Step 2: the code is checked first (VerifyOtp), then spent with the new password (ResetPassword). */
export function ResetCodeForm({ email, onDone }: { email: string; onDone: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CodeFields, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { otp: "", password: "", confirm: "" },
  });
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async ({ otp, password: newPassword }) => {
    setError(null);
    try {
      await verifyResetCode(email, otp);
      const answer = await resetPassword({ email, otp, newPassword });
      onDone(answer.message ?? "Your password has been reset. Please sign in.");
    } catch (err) {
      setError(helpErrorMessage(err));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <FormFields form={form} idPrefix="reset" fields={codeFields} />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
        {busy ? "Resetting..." : "Reset password"}
      </button>
    </form>
  );
}
