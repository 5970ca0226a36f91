import { create } from "zustand";
import { IDLE_SECONDS_MAX, type IdleWindow } from "~/contract/auth";

/**
 * The session's idle limit as this tab knows it (docs/decisions/0066). Each sign-in and renewal answers
 * how long the session has left without the member's use; the tab keeps that as a deadline on its own
 * clock, and the time of the member's last input here. Only input counts: calls the page makes on its
 * own (polling, a renewal after a 401) report how long the member has been away, so they keep nothing open.
 */
interface IdleState {
  /** When, on this tab's clock, the session stops renewing unless the member uses it; null: not known. */
  deadline: number | null;
  /** The limit itself, in ms. */
  limitMs: number | null;
}

export const useIdleWindow = create<IdleState>()(() => ({ deadline: null, limitMs: null }));

// Loading the page is the member's doing (a reload, a link opened).
let lastInput = Date.now();

export const idle = {
  /** A key, a press or a scroll of the member's. */
  noteInput(): void {
    lastInput = Date.now();
  },
  /** What a renewal reports: whole seconds since the member's last input. */
  secondsAway(): number {
    return Math.min(IDLE_SECONDS_MAX, Math.max(0, Math.floor((Date.now() - lastInput) / 1000)));
  },
  /** The window a sign-in or renewal answered. */
  opened({ limitSeconds, leftSeconds }: IdleWindow): void {
    useIdleWindow.setState({ deadline: Date.now() + leftSeconds * 1000, limitMs: limitSeconds * 1000 });
  },
};
