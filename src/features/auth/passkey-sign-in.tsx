import { startAuthentication } from "@simplewebauthn/browser";
import { useState } from "react";
import { secondaryButton } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { secondFactorApi } from "~/contract/endpoints/second-factor";
import { callData } from "~/lib/http/call";
import { passkeyErrorMessage, usePasskeysSupported } from "~/lib/auth/passkeys";
import { passkeySignIn, type SignedIn } from "./sign-in";

/** "Sign in with a passkey": no email or password; the passkey and its PIN or biometrics are both factors. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (answer: SignedIn) => void }) {
  const supported = usePasskeysSupported();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!supported) return null;

  const signIn = async () => {
    setError(null);
    setBusy(true);
    try {
      const { ticket, options } = await callData(secondFactorApi.passkeySignInOptions);
      const passkey = await startAuthentication({ optionsJSON: options as never });
      onSignedIn(await passkeySignIn(ticket, passkey));
    } catch (err) {
      setError(passkeyErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 space-y-3">
      <button
        type="button"
        className={`${secondaryButton} w-full`}
        disabled={busy}
        onClick={() => void signIn()}
      >
        {busy ? "Waiting for your passkey..." : "Sign in with a passkey"}
      </button>
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </div>
  );
}
