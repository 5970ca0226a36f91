import type { LoginInput } from "~/contract/auth";
import type { Answer } from "~/contract/endpoint";
import { authApi } from "~/contract/endpoints/auth";
import { secondFactorApi } from "~/contract/endpoints/second-factor";
import type { SecondFactorInput, SecondFactorStep } from "~/contract/mfa";
import { ApiError } from "~/lib/http/api-client";
import { call } from "~/lib/http/call";

/** What a right password leads to: signed in, or the second step (ADR 0039). */
export type LoginResult =
  | { token: string; setup: boolean; secondFactor?: undefined }
  | { token?: undefined; secondFactor: SecondFactorStep };

/** Resolves with the token, or with the second step's ticket; a refused sign-in throws with the server's message. */
export async function login(body: LoginInput): Promise<LoginResult> {
  const answer = await call(authApi.login, { body });
  if (answer.secondFactor) return { secondFactor: answer.secondFactor };
  if (!answer.token) throw new ApiError(answer.message || authApi.login.failed, "http", 200);
  return { token: answer.token, setup: Boolean(answer.secondFactorSetup) };
}

/** A finished sign-in: the token, and whether the team wants this member to set up a second factor first. */
export interface SignedIn {
  token: string;
  email: string;
  setup: boolean;
}

/** An answer without a token is a refusal, told with its message or the call's fallback. */
function signedIn(answer: Answer<typeof authApi.login>, failed: string): SignedIn {
  if (!answer.token) throw new ApiError(answer.message || failed, "http", 200);
  return { token: answer.token, email: answer.email ?? "", setup: Boolean(answer.secondFactorSetup) };
}

/** Finishes the sign-in with a code (app or recovery) or a passkey. */
export const finishSecondFactor = async (body: SecondFactorInput) =>
  signedIn(await call(secondFactorApi.finish, { body }), secondFactorApi.finish.failed);

/** A sign-in without a password: the passkey's signature of the options' challenge. */
export const passkeySignIn = async (ticket: string, passkey: unknown) =>
  signedIn(
    await call(secondFactorApi.passkeySignIn, { body: { ticket, passkey: passkey as never } }),
    secondFactorApi.passkeySignIn.failed,
  );
