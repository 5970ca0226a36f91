import { startAuthentication } from "@simplewebauthn/browser";
import { useState } from "react";
import { z } from "zod";
import { secondaryButton } from "~/components/ui/button";
import type { FieldSpec } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { codeSchema, type SecondFactorStep } from "~/contract/mfa";
import { secondFactorApi } from "~/contract/endpoints/second-factor";
import { callData } from "~/lib/http/call";
import { finishSecondFactor, type SignedIn } from "./sign-in";
import { HelpForm } from "./help-form";
import { passkeyErrorMessage, usePasskeysSupported } from "~/lib/auth/passkeys";
import { FocusedHeading } from "./step-heading";

const schema = z.object({ code: codeSchema });
const fields: FieldSpec<z.input<typeof schema>>[] = [
  { name: "code", label: "Verification code", autoComplete: "one-time-code" },
];

/** The sign-in's second step: a code from the authenticator app or a recovery code, or a passkey. */
export function SecondFactorForm({
  step,
  onSignedIn,
}: {
  step: SecondFactorStep;
  onSignedIn: (answer: SignedIn) => void;
}) {
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = usePasskeysSupported();
  const canUsePasskey = step.methods.includes("passkey") && supported;
  const codes = step.methods.includes("totp");

  const signInWithPasskey = async () => {
    setPasskeyError(null);
    setBusy(true);
    try {
      const { options } = await callData(secondFactorApi.passkeyOptions, { body: { ticket: step.ticket } });
      const passkey = await startAuthentication({ optionsJSON: options as never });
      onSignedIn(await finishSecondFactor({ ticket: step.ticket, passkey: passkey as never }));
    } catch (error) {
      setPasskeyError(passkeyErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const heading = <FocusedHeading>Two-step verification</FocusedHeading>;
  return (
    <div className="space-y-5">
      {codes ? (
        <HelpForm
          schema={schema}
          defaults={{ code: "" }}
          idPrefix="second-factor"
          fields={fields}
          submit="Verify"
          busy="Verifying..."
          onValid={async ({ code }) => onSignedIn(await finishSecondFactor({ ticket: step.ticket, code }))}
        >
          {heading}
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
        </HelpForm>
      ) : (
        heading
      )}
      {canUsePasskey && (
        <button
          type="button"
          className={`${secondaryButton} w-full`}
          disabled={busy}
          onClick={() => void signInWithPasskey()}
        >
          {busy ? "Waiting for your passkey..." : codes ? "Use a passkey instead" : "Use your passkey"}
        </button>
      )}
      {passkeyError && <FormMessage tone="error">{passkeyError}</FormMessage>}
    </div>
  );
}
