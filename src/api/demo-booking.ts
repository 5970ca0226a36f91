import {
  otpChallengeSchema,
  toSendOtpBody,
  verifyAnswerSchema,
  verifyScheduleSchema,
  type DemoData,
  type OtpChallenge,
} from "~/contract/demo";
import type { SpamSignals } from "~/contract/spam-signals";
import { request, requestData } from "~/lib/http/api-client";
import { firstTouch } from "~/lib/visitor-tracking/first-touch";
import type { ConfirmedBooking } from "~/contract/booking";

// docs/product.md §8 fallbacks.
export const demoFallbacks = {
  sendOtp: "Failed to send verification code",
  verify: "Failed to book schedule.",
  submit: "Something went wrong while booking the demo.",
} as const;

/**
 * POST /v1/Contact/SendOtp: stores the pending request and sends a code; the phone travels as `mobile`.
 * The form's spam signals (honeypot, fill time) go along.
 */
export async function sendDemoOtp(
  form: DemoData,
  signals: SpamSignals = {},
  slot?: { slotStart: string; timeZone: string },
): Promise<OtpChallenge> {
  // The visit's first touch goes along when the site has one (optional fields of the same call); the
  // chosen time too (held for the code's life), when the visitor picked one.
  const data = { ...firstTouch(), ...toSendOtpBody(form), ...signals, ...slot };
  const config = { method: "POST", url: "/v1/Contact/SendOtp", data };
  return requestData(otpChallengeSchema, config, demoFallbacks.sendOtp);
}

/** POST /Book/ResendOtp/{id}: a fresh code for the same request (refused within 30 s of the last one). */
export async function resendDemoOtp(id: string): Promise<OtpChallenge> {
  const config = { method: "POST", url: `/Book/ResendOtp/${encodeURIComponent(id)}` };
  return requestData(otpChallengeSchema, config, demoFallbacks.sendOtp);
}

/**
 * POST /Book/VerifySchedule: confirms the request when the code is right; a wrong code answers 'Invalid OTP.'.
 * The booked demo comes back when the request had a time (409 when its hold lapsed and the time went).
 */
export async function verifyDemoSchedule(
  id: string,
  code: string,
): Promise<{ message?: string; booking: ConfirmedBooking | null }> {
  const data = verifyScheduleSchema.parse({ id, code });
  const answer = await request(
    verifyAnswerSchema,
    { method: "POST", url: "/Book/VerifySchedule", data },
    demoFallbacks.verify,
  );
  return { message: answer.message, booking: answer.data?.booking ?? null };
}
