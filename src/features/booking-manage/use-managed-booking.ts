import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { BookingView } from "~/contract/booking";
import { bookingApi } from "~/contract/endpoints/booking";
import { toApiError } from "~/lib/http/api-client";
import { callData } from "~/lib/http/call";
import { tokenFrom } from "./manage-token";

export type ManagePhase =
  | { at: "checking" }
  | { at: "invalid" }
  | { at: "failed"; message: string }
  | { at: "open"; view: BookingView }
  | { at: "done"; view: BookingView };

/** The booking behind the page's link: looked up once, again on retry, and replaced after a change. */
export function useManagedBooking() {
  const { hash } = useLocation();
  const token = tokenFrom(hash);
  const [phase, setPhase] = useState<ManagePhase>(token ? { at: "checking" } : { at: "invalid" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let live = true;
    callData(bookingApi.manage, { body: { token } }).then(
      (view) => live && setPhase({ at: "open", view }),
      (error: unknown) => {
        if (!live) return;
        const e = toApiError(error, "");
        // A refused token (bad, expired or tampered) gets the contract's sentence; anything else a retry.
        if (e.answered && e.status !== 429 && (e.status ?? 0) < 500) setPhase({ at: "invalid" });
        else setPhase({ at: "failed", message: "We could not load your demo. Please try again." });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => {
    setPhase({ at: "checking" });
    setAttempt((n) => n + 1);
  }, []);

  return { token, phase, setPhase, retry };
}
