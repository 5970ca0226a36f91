import type { ConfirmedBooking } from "~/contract/booking";
import { toSendOtpBody, verifyScheduleSchema, type DemoData, type OtpChallenge } from "~/contract/demo";
import { demoApi } from "~/contract/endpoints/demo";
import type { SpamSignals } from "~/contract/spam-signals";
import { call, callData } from "~/lib/http/call";
import { firstTouch } from "~/lib/visitor-tracking/first-touch";

// The wizard's calls, loaded with its runtime (demo-service-runtime.ts), never with the page.

// docs/product.md §8 fallbacks.
export const demoFallbacks = {
  sendOtp: demoApi.sendOtp.failed,
  verify: demoApi.verify.failed,
  submit: "Something went wrong while booking the demo.",
} as const;

/**
 * Stores the pending request and sends a code; the phone travels as `mobile`. The form's spam signals
 * (honeypot, fill time) go along.
 */
export async function sendDemoOtp(
  form: DemoData,
  signals: SpamSignals = {},
  slot?: { slotStart: string; timeZone: string },
): Promise<OtpChallenge> {
  // The visit's first touch goes along when the site has one (optional fields of the same call); the
  // chosen time too (held for the code's life), when the visitor picked one.
  const body = { ...firstTouch(), ...toSendOtpBody(form), ...signals, ...slot };
  return callData(demoApi.sendOtp, { body });
}

/** A fresh code for the same request (refused within 30 s of the last one). */
export const resendDemoOtp = (id: string): Promise<OtpChallenge> =>
  callData(demoApi.resendOtp, { params: { id } });

/**
 * Confirms the request when the code is right; a wrong code answers 'Invalid OTP.'. The booked demo
 * comes back when the request had a time (409 when its hold lapsed and the time went).
 */
export async function verifyDemoSchedule(
  id: string,
  code: string,
): Promise<{ message?: string; booking: ConfirmedBooking | null }> {
  const body = verifyScheduleSchema.parse({ id, code });
  const answer = await call(demoApi.verify, { body });
  return { message: answer.message, booking: answer.data?.booking ?? null };
}
