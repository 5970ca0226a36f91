import type { ConfirmedBooking } from "~/contract/booking";
import type { DemoData, OtpChallenge } from "~/contract/demo";

export type Step = 1 | 2 | 3;

// docs/product.md §8: the two step-1 alerts.
export const sendOtpAlerts = { refused: "Failed to send OTP", failed: "Error while sending OTP" } as const;

/** A code the server sent: its id and when it expires, kept as a deadline so a background tab stays right. */
export interface Challenge {
  id: string;
  /** ms since epoch when the code expires. */
  deadline: number;
  /** ms since epoch when the code was sent (Resend OTP is offered 30 s later). */
  sentAt: number;
}

export interface WizardState {
  sending: boolean;
  sendError: string | null;
  challenge: Challenge | null;
  /** The details the pending request was sent with; step 3 summarises these. */
  sent: DemoData | null;
  /** The booked demo, when the request had a time (step 3 shows it). */
  booking: ConfirmedBooking | null;
  done: boolean;
}

export type WizardAction =
  | { type: "sendStart" }
  | { type: "sendFailed"; message: string }
  | { type: "otpSent"; challenge: Challenge; sent: DemoData }
  | { type: "otpResent"; challenge: Challenge }
  | { type: "verified"; booking?: ConfirmedBooking | null }
  /** The held time went to someone else before the code was verified: back to step 1's picker. */
  | { type: "slotLost" }
  | { type: "reset" };

export const initialWizardState: WizardState = {
  sending: false,
  sendError: null,
  challenge: null,
  sent: null,
  booking: null,
  done: false,
};

export function toChallenge({ id, expiresInSeconds }: OtpChallenge, now: number): Challenge {
  return { id, deadline: now + expiresInSeconds * 1000, sentAt: now };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "sendStart":
      return { ...state, sending: true, sendError: null };
    case "sendFailed":
      return { ...state, sending: false, sendError: action.message };
    case "otpSent":
      return {
        ...state,
        sending: false,
        sendError: null,
        challenge: action.challenge,
        sent: action.sent,
        done: false,
      };
    case "otpResent":
      return state.challenge ? { ...state, challenge: action.challenge } : state;
    case "verified":
      return state.challenge ? { ...state, done: true, booking: action.booking ?? null } : state;
    case "slotLost":
      return { ...state, sending: false, sendError: null, challenge: null, done: false, booking: null };
    case "reset":
      return initialWizardState;
  }
}

/**
 * The step on screen, from the browser history entry and what the wizard holds: an entry can only show
 * a step whose data is still live, so Back and Forward never land on a dead step.
 */
export function visibleStep(historyStep: Step, state: WizardState): Step {
  if (historyStep >= 2 && state.done && state.sent) return 3;
  if (historyStep === 2 && state.challenge && !state.done) return 2;
  return 1;
}
