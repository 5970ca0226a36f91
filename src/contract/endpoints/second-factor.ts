import { endpoint } from "../endpoint";
import { loginResponseSchema } from "../auth";
import { messageAnswerSchema } from "../envelope";
import {
  passkeyOptionsAnswerSchema,
  passkeySignInSchema,
  secondFactorSchema,
  ticketBodySchema,
  unlockCodesSchema,
} from "../mfa";

/** The sign-in steps after the password, and the sign-in with a passkey alone (ADR 0039). */
export const secondFactorApi = {
  finish: endpoint({
    method: "POST",
    path: "/Auth/SecondFactor",
    body: secondFactorSchema,
    response: loginResponseSchema,
    errors: [400, 401, 423, 429],
    summary: "Finish a sign-in with an authenticator code, a recovery code or a passkey",
    failed: "Invalid code",
  }),
  passkeyOptions: endpoint({
    method: "POST",
    path: "/Auth/SecondFactor/PasskeyOptions",
    body: ticketBodySchema,
    response: passkeyOptionsAnswerSchema,
    errors: [400, 401, 429],
    summary: "WebAuthn options to finish a sign-in with one of the member's passkeys",
    failed: "The passkey could not be used",
  }),
  passkeySignInOptions: endpoint({
    method: "POST",
    path: "/Auth/Passkey/Options",
    response: passkeyOptionsAnswerSchema,
    errors: [429],
    summary: "WebAuthn options to sign in with a passkey alone",
    failed: "The passkey could not be used",
  }),
  passkeySignIn: endpoint({
    method: "POST",
    path: "/Auth/Passkey/SignIn",
    body: passkeySignInSchema,
    response: loginResponseSchema,
    errors: [400, 401, 429],
    summary: "Sign in with a passkey alone (it proves both factors: the device and its PIN or biometrics)",
    failed: "This passkey was not recognised.",
  }),
  unlockCodes: endpoint({
    method: "POST",
    path: "/Auth/SecondFactor/Unlock",
    body: unlockCodesSchema,
    response: messageAnswerSchema,
    errors: [400, 429],
    summary:
      "Unlock a member's sign-in codes with the emailed single-use link (after 10 wrong codes in a row)",
    failed: "The codes could not be unlocked",
  }),
};
