import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { primaryButton } from "~/components/ui/button";
import { emailUsernameField } from "./email-field";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { loginSchema } from "~/contract/auth";
import { session } from "~/lib/session";
import { login } from "~/api/auth";
import { loginErrorMessage } from "./login-error";

type LoginFields = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

const fields: FieldSpec<LoginFields>[] = [
  emailUsernameField("email"),
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
];

/** Email and password; on success the session is started and `onSignedIn` decides where to go. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginFields, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async (values: LoginValues) => {
    setFormError(null);
    try {
      const { token } = await login(values);
      session.start(token, values.email);
      onSignedIn();
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
