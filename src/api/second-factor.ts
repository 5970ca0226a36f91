import { loginResponseSchema } from "~/contract/auth";
import { envelope, messageAnswerSchema } from "~/contract/envelope";
import {
  passkeyOptionsAnswerSchema,
  recoveryCodesSchema,
  type SecondFactorInput,
  type SecondFactorStatus,
  secondFactorStatusSchema,
  type TotpSetup,
  totpSetupSchema,
} from "~/contract/mfa";
import { ApiError, request, requestData } from "~/lib/http/api-client";

/** A finished sign-in: the token, and whether the team wants this member to set up a second factor first. */
export interface SignedIn {
  token: string;
  email: string;
  setup: boolean;
}

async function signIn(url: string, data: object, fallback: string): Promise<SignedIn> {
  const answer = await request(loginResponseSchema, { method: "POST", url, data }, fallback);
  if (!answer.token) throw new ApiError(answer.message || fallback, "http", 200);
  return { token: answer.token, email: answer.email ?? "", setup: Boolean(answer.secondFactorSetup) };
}

/** POST /Auth/SecondFactor: finishes the sign-in with a code (app or recovery) or a passkey. */
export const finishSecondFactor = (input: SecondFactorInput) =>
  signIn("/Auth/SecondFactor", input, "Invalid code");

const options = async (url: string, data: object | undefined, fallback: string) => {
  const answer = await request(passkeyOptionsAnswerSchema, { method: "POST", url, data }, fallback);
  return answer.data;
};

/** POST /Auth/SecondFactor/PasskeyOptions: what the browser signs to use a passkey as the second step. */
export const secondStepPasskeyOptions = (ticket: string) =>
  options("/Auth/SecondFactor/PasskeyOptions", { ticket }, "The passkey could not be used");

/** POST /Auth/Passkey/Options, then /Auth/Passkey/SignIn with the browser's signature: a sign-in without a password. */
export const passkeySignInOptions = () =>
  options("/Auth/Passkey/Options", undefined, "The passkey could not be used");
export const passkeySignIn = (ticket: string, passkey: unknown) =>
  signIn("/Auth/Passkey/SignIn", { ticket, passkey }, "This passkey was not recognised.");

// ---- /account ----

export async function getSecondFactorStatus(): Promise<SecondFactorStatus> {
  return requestData(
    secondFactorStatusSchema,
    { method: "GET", url: "/Account/SecondFactor" },
    "Failed to load your sign-in settings",
  );
}

export async function startTotpSetup(): Promise<TotpSetup> {
  return requestData(
    totpSetupSchema,
    { method: "POST", url: "/Account/Totp/Setup" },
    "Failed to start the set-up",
  );
}

const codesCall = async (url: string, code: string, fallback: string) => {
  const answer = await request(
    envelope(recoveryCodesSchema),
    { method: "POST", url, data: { code } },
    fallback,
  );
  return answer.data?.codes ?? [];
};

/** Turns the app on with its first code; resolves with the 10 recovery codes (shown once). */
export const confirmTotp = (code: string) => codesCall("/Account/Totp/Confirm", code, "Invalid code");
export const newRecoveryCodes = (code: string) => codesCall("/Account/RecoveryCodes", code, "Invalid code");

export const disableTotp = (code: string) =>
  request(
    messageAnswerSchema,
    { method: "POST", url: "/Account/Totp/Disable", data: { code } },
    "Invalid code",
  );

export const passkeyRegistrationOptions = () =>
  options("/Account/Passkeys/Options", undefined, "The passkey could not be added");

export const addPasskey = (ticket: string, name: string, passkey: unknown) =>
  request(
    messageAnswerSchema,
    { method: "POST", url: "/Account/Passkeys", data: { ticket, name, passkey } },
    "The passkey could not be added",
  );

export const deletePasskey = (id: string) =>
  request(
    messageAnswerSchema,
    { method: "DELETE", url: `/Account/Passkeys/${encodeURIComponent(id)}` },
    "Failed to remove the passkey",
  );
