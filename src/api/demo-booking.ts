import { envelope } from "~/contract/envelope";
import {
  otpChallengeSchema,
  submitDemoRequestSchema,
  toSendOtpBody,
  verifyScheduleSchema,
  type DemoData,
  type OtpChallenge,
} from "~/contract/demo";
import { api, expectSuccess, parseAnswer, toApiError } from "~/lib/api-client";

// SPEC.md §8 fallbacks.
export const demoFallbacks = {
  sendOtp: "Failed to send verification code",
  verify: "Failed to book schedule.",
  submit: "Something went wrong while booking the demo.",
} as const;

const challengeAnswer = envelope(otpChallengeSchema).required({ data: true });

/** POST /v1/Contact/SendOtp: stores the pending request and sends a code; the phone travels as `mobile`. */
export async function sendDemoOtp(form: DemoData): Promise<OtpChallenge> {
  try {
    const { data } = await api.post<unknown>("/v1/Contact/SendOtp", toSendOtpBody(form));
    expectSuccess(data, demoFallbacks.sendOtp);
    return parseAnswer(challengeAnswer, data, demoFallbacks.sendOtp).data;
  } catch (error) {
    throw toApiError(error, demoFallbacks.sendOtp);
  }
}

/** POST /Book/ResendOtp/{id}: a fresh code for the same request (refused within 30 s of the last one). */
export async function resendDemoOtp(id: string): Promise<OtpChallenge> {
  try {
    const { data } = await api.post<unknown>(`/Book/ResendOtp/${encodeURIComponent(id)}`);
    expectSuccess(data, demoFallbacks.sendOtp);
    return parseAnswer(challengeAnswer, data, demoFallbacks.sendOtp).data;
  } catch (error) {
    throw toApiError(error, demoFallbacks.sendOtp);
  }
}

/** POST /Book/VerifySchedule: confirms the request when the code is right; a wrong code answers 'Invalid OTP.'. */
export async function verifyDemoSchedule(id: string, code: string): Promise<{ message?: string }> {
  try {
    const { data } = await api.post<unknown>(
      "/Book/VerifySchedule",
      verifyScheduleSchema.parse({ id, code }),
    );
    return { message: expectSuccess(data, demoFallbacks.verify).message };
  } catch (error) {
    throw toApiError(error, demoFallbacks.verify);
  }
}

/** POST /v1/Contact/SubmitDemoRequest: the spec's direct submission, phone as `mobileNo`. */
export async function submitDemoRequest(form: DemoData): Promise<{ message?: string }> {
  try {
    const { phone, ...rest } = form;
    const body = submitDemoRequestSchema.parse({ ...rest, mobileNo: phone });
    const { data } = await api.post<unknown>("/v1/Contact/SubmitDemoRequest", body);
    return { message: expectSuccess(data, demoFallbacks.submit).message };
  } catch (error) {
    throw toApiError(error, demoFallbacks.submit);
  }
}
