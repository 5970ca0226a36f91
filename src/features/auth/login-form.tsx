import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { primaryButton } from "~/components/ui/button";
import { emailUsernameField } from "./email-field";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { loginSchema } from "~/contract/auth";
import type { SecondFactorStep } from "~/contract/mfa";
import { login, type SignedIn } from "./sign-in";
import { loginErrorMessage } from "./login-error";
import { SecondFactorForm } from "./second-factor-form";

type LoginFields = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

const fields: FieldSpec<LoginFields>[] = [
  emailUsernameField("email"),
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
];

/**
 * Email and password, then the second step when the member has a second factor. `signInLink` is the
 * emailed one-time link's token, when the page was opened from it. `onSignedIn` starts the session.
 */
export function LoginForm({
  signInLink,
  onSignedIn,
  onSecondStep,
}: {
  signInLink?: string;
  onSignedIn: (answer: SignedIn) => void;
  /** The password was right and the second step shows (the page hides its other ways to sign in). */
  onSecondStep?: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [second, setSecond] = useState<{ step: SecondFactorStep; email: string } | null>(null);
  const form = useForm<LoginFields, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  if (second)
    return (
      <SecondFactorForm
        step={second.step}
        onSignedIn={(answer) => onSignedIn({ ...answer, email: answer.email || second.email })}
      />
    );

  const onSubmit = async (values: LoginValues) => {
    setFormError(null);
    try {
      const result = await login(signInLink ? { ...values, signInLink } : values);
      if (result.secondFactor) {
        setSecond({ step: result.secondFactor, email: values.email });
        onSecondStep?.();
      } else onSignedIn({ token: result.token, email: values.email, setup: result.setup });
    } catch (error) {
      setFormError(loginErrorMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-busy={isSubmitting}>
      <FormFields form={form} idPrefix="login" fields={fields} />
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
        {isSubmitting ? "Signing in..." : "Sign In"}
      </button>
    </form>
  );
}
