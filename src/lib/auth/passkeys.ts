import { WebAuthnError } from "@simplewebauthn/browser";
import { useSyncExternalStore } from "react";
import { ApiError } from "~/lib/http/api-client";

/** Whether this browser can use passkeys at all (WebAuthn present). */
export const passkeysSupported = () => typeof window !== "undefined" && "PublicKeyCredential" in window;

const never = () => () => undefined;
/** passkeysSupported as a hook: false while prerendered, the browser's answer once running. */
export const usePasskeysSupported = () => useSyncExternalStore(never, passkeysSupported, () => false);

/** A passkey step's failure, as the page shows it. */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof WebAuthnError || (error instanceof DOMException && error.name === "NotAllowedError"))
    return "The passkey was not used. Please try again.";
  if (error instanceof ApiError && error.answered && (error.status ?? 500) < 500) return error.message;
  return "An error occurred. Please try again.";
}
