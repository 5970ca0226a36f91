import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { primaryButton } from "~/components/ui/button";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { changeEmailSchema } from "~/contract/account";
import { accountApi } from "~/contract/endpoints/account";
import { ApiError } from "~/lib/http/api-client";
import { call } from "~/lib/http/call";
import { AccountSection, accountCard } from "./account-section";

type Fields = z.input<typeof changeEmailSchema>;
type Values = z.output<typeof changeEmailSchema>;

const fields: FieldSpec<Fields>[] = [
  {
    name: "email",
    label: "New email",
    type: "email",
    autoComplete: "email",
    inputMode: "email",
    autoCapitalize: "none",
    spellCheck: false,
  },
];

const FAILED = accountApi.changeEmail.failed;

/**
 * /account: the address the member signs in with, and a change of it. The change asks the member to
 * confirm it's them, then waits for the link mailed to the new address (docs/product.md §6).
 */
export function EmailSection({ email }: { email: string | null }) {
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const form = useForm<Fields, unknown, Values>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: "" },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (body) => {
    setOutcome(null);
    try {
      const answer = await call(accountApi.changeEmail, { body });
      form.reset();
      setOutcome({ tone: "success", text: answer.message ?? "" });
    } catch (error) {
      const onField =
        error instanceof ApiError ? error.fieldErrors.find((f) => f.path === "email") : undefined;
      if (onField) form.setError("email", { message: onField.message }, { shouldFocus: true });
      else
        setOutcome({
          tone: "error",
          text: error instanceof ApiError && error.answered ? error.message : FAILED,
        });
    }
  });

  return (
    <AccountSection
      id="email-title"
      title="Sign-in email"
      intro={
        <>
          {email ? (
            <>
              You sign in with <strong>{email}</strong>.{" "}
            </>
          ) : null}
          We mail a link to the new address; the change is made once you open it.
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-busy={busy} className={accountCard}>
        <FormFields form={form} idPrefix="sign-in-email" fields={fields} />
        {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Sending link..." : "Change email"}
        </button>
      </form>
    </AccountSection>
  );
}
