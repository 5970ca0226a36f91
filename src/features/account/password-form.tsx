import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { primaryButton } from "~/components/ui/button";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { changePasswordSchema } from "~/contract/account";
import { accountApi } from "~/contract/endpoints/account";
import { ApiError } from "~/lib/http/api-client";
import { AccountSection, accountCard } from "./account-section";
import { call } from "~/lib/http/call";

/** The contract's body, with the new password typed twice. */
const formSchema = changePasswordSchema
  .extend({ confirm: z.string() })
  .refine((v) => v.confirm === v.newPassword, {
    path: ["confirm"],
    message: "The passwords do not match",
  });
type Fields = z.input<typeof formSchema>;
type Values = z.output<typeof formSchema>;

const fields: FieldSpec<Fields>[] = [
  { name: "currentPassword", label: "Current password", type: "password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", type: "password", autoComplete: "new-password" },
  { name: "confirm", label: "Repeat new password", type: "password", autoComplete: "new-password" },
];

const FAILED = "Failed to change the password";

/** A signed-in password change: the current password is needed, and every other session is signed out. */
export function PasswordForm() {
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const form = useForm<Fields, unknown, Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirm: "" },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      const answer = await call(accountApi.changePassword, { body: { currentPassword, newPassword } });
      const message = answer.message ?? "Your password has been changed.";
      form.reset();
      setOutcome({ tone: "success", text: message });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
      const known = fieldErrors.filter((f) => f.path === "currentPassword" || f.path === "newPassword");
      for (const f of known)
        form.setError(
          f.path as "currentPassword" | "newPassword",
          { message: f.message },
          { shouldFocus: true },
        );
      if (!known.length)
        setOutcome({
          tone: "error",
          text: error instanceof ApiError && error.answered ? error.message : FAILED,
        });
    }
  });

  return (
    <AccountSection
      id="password-title"
      title="Change password"
      intro="Every other session is signed out; this one stays signed in."
    >
      <form noValidate onSubmit={onSubmit} aria-busy={busy} className={accountCard}>
        <FormFields form={form} idPrefix="account" fields={fields} />
        {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Changing password..." : "Change password"}
        </button>
      </form>
    </AccountSection>
  );
}
