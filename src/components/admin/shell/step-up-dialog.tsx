import { zodResolver } from "@hookform/resolvers/zod";
import { startAuthentication } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import { z } from "zod";
import { DialogActions } from "~/components/ui/dialog-actions";
import { linkButton, secondaryButton } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { Modal } from "~/components/ui/modal";
import { stepUpApi } from "~/contract/endpoints/step-up";
import { codeSchema } from "~/contract/mfa";
import { type StepUpInput, stepUpSchema } from "~/contract/step-up";
import { passkeyErrorMessage, usePasskeysSupported } from "~/lib/auth/passkeys";
import { useSecondFactorStatus } from "~/lib/auth/second-factor-status";
import { useStepUp } from "~/lib/auth/step-up";
import { ApiError } from "~/lib/http/api-client";
import { call, callData } from "~/lib/http/call";

// The dialog's forms check each field as the contract's schema does.
const passwordForm = z.object({ password: stepUpSchema.shape.password.unwrap() });
const codeForm = z.object({ code: codeSchema });
const passwordFields: FieldSpec<z.input<typeof passwordForm>>[] = [
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
];
const codeFields: FieldSpec<z.input<typeof codeForm>>[] = [
  { name: "code", label: "Authenticator or recovery code", autoComplete: "one-time-code" },
];

/**
 * The step-up dialog (docs/decisions/0064), mounted once in the admin shell: a sensitive call refused
 * with "Confirm it's you to continue." opens it over the screen the member is on; once they confirm
 * with their password, a code or a passkey, the call goes again.
 */
export function StepUpDialog() {
  const settle = useStepUp((s) => s.settle);
  const setListening = useStepUp((s) => s.setListening);
  useEffect(() => {
    setListening(true);
    return () => {
      setListening(false);
      // Leaving the admin (signed out meanwhile) answers an open question, so no call waits on it for good.
      useStepUp.getState().settle?.(false);
    };
  }, [setListening]);
  return settle ? <StepUpPanel settle={settle} /> : null;
}

type Factors = { totp: boolean; passkey: boolean };

function StepUpPanel({ settle }: { settle: (confirmed: boolean) => void }) {
  const [withCode, setWithCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passkeys = usePasskeysSupported();
  // The password always works: until the list arrives (or if it fails) the other ways are just not offered.
  const status = useSecondFactorStatus().data;
  const factors: Factors = { totp: status?.totp ?? false, passkey: (status?.passkeys.length ?? 0) > 0 };

  const confirm = async (body: () => Promise<StepUpInput>) => {
    setError(null);
    setBusy(true);
    try {
      await call(stepUpApi.confirm, { body: await body() });
      settle(true);
    } catch (err) {
      // A call's refusal carries its text; a passkey the browser did not use gets the passkey wording.
      setError(err instanceof ApiError ? err.message : passkeyErrorMessage(err));
      setBusy(false);
    }
  };

  const withPasskey = () =>
    confirm(async () => {
      const { ticket, options } = await callData(stepUpApi.passkeyOptions);
      const passkey = await startAuthentication({ optionsJSON: options as never });
      return { ticket, passkey: passkey as never };
    });

  return (
    <Modal title="Confirm it's you" onClose={() => (busy ? undefined : settle(false))}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {withCode
          ? "Enter a code from your authenticator app, or one of your recovery codes, to make this change."
          : "Enter your password to make this change. You won't be asked again for a few minutes."}
      </p>
      <div className="mt-4 space-y-4">
        {withCode ? (
          <OneSecret
            key="code"
            schema={codeForm}
            fields={codeFields}
            busy={busy}
            error={error}
            onCancel={() => settle(false)}
            onValue={(code) => confirm(async () => ({ code }))}
          />
        ) : (
          <OneSecret
            key="password"
            schema={passwordForm}
            fields={passwordFields}
            busy={busy}
            error={error}
            onCancel={() => settle(false)}
            onValue={(password) => confirm(async () => ({ password }))}
          />
        )}
        {(factors.totp || (factors.passkey && passkeys)) && (
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
            {factors.totp && (
              <button
                type="button"
                className={linkButton}
                onClick={() => {
                  setError(null);
                  setWithCode(!withCode);
                }}
              >
                {withCode ? "Use your password instead" : "Use an authenticator code instead"}
              </button>
            )}
            {factors.passkey && passkeys && (
              <button type="button" className={secondaryButton} disabled={busy} onClick={withPasskey}>
                Use a passkey
              </button>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}

type Secret = { password: string } | { code: string };

/** The dialog's one field (password or code), its check, the server's refusal above the buttons. */
function OneSecret<T extends Secret>({
  schema,
  fields,
  busy,
  error,
  onCancel,
  onValue,
}: {
  schema: z.ZodType<T, T>;
  fields: FieldSpec<T>[];
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onValue: (value: string) => void;
}) {
  const name = fields[0]!.name;
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: { [name]: "" } as DefaultValues<T>,
  });
  return (
    <form
      noValidate
      aria-busy={busy}
      className="space-y-4"
      onSubmit={form.handleSubmit((v) => onValue(String((v as Record<string, unknown>)[name])))}
    >
      <FormFields form={form} idPrefix="step-up" fields={fields} />
      <FormAlert>{error}</FormAlert>
      <DialogActions label="Confirm" busyLabel="Confirming..." busy={busy} onCancel={onCancel} />
    </form>
  );
}
