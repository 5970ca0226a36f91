import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { primaryButton } from "~/components/ui/button";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { PASSWORD_MIN } from "~/contract/auth";
import { acceptInvitation } from "~/api/team";
import { ApiError } from "~/lib/api-client";
import { helpErrorMessage } from "./form-error";
import { passwordPairSchema } from "./password-pair";
import { FocusedHeading } from "./step-heading";

type Fields = z.input<typeof passwordPairSchema>;

const fields: FieldSpec<Fields>[] = [
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { name: "confirm", label: "Repeat password", type: "password", autoComplete: "new-password" },
];

/** The new member's password, typed twice. A link that died meanwhile (used, expired) ends the form. */
export function InviteForm({
  token,
  onJoined,
  onRefused,
}: {
  token: string;
  onJoined: (sessionToken: string) => void;
  onRefused: (message: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Fields, unknown, z.output<typeof passwordPairSchema>>({
    resolver: zodResolver(passwordPairSchema),
    defaultValues: { password: "", confirm: "" },
  });
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      onJoined(await acceptInvitation({ token, password }));
    } catch (err) {
      const status = err instanceof ApiError ? err.status : undefined;
      if (status === 404 || status === 410 || status === 409) onRefused(helpErrorMessage(err));
      else setError(helpErrorMessage(err));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <FocusedHeading>Choose your password</FocusedHeading>
      <p className="text-sm text-slate-600 dark:text-slate-300">At least {PASSWORD_MIN} characters.</p>
      <FormFields form={form} idPrefix="invite" fields={fields} />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
        {busy ? "Saving..." : "Set password and sign in"}
      </button>
    </form>
  );
}
