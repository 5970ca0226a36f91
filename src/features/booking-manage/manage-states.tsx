import { Link } from "react-router";
import { bookingMessages } from "~/contract/booking";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import type { ManagePhase } from "./use-managed-booking";

/** The heading of the states both pages share; null once the booking is open or changed. */
export function sharedHeading(phase: ManagePhase): string | null {
  if (phase.at === "checking") return "Finding your demo";
  if (phase.at === "invalid") return "Link not valid";
  if (phase.at === "failed") return "Something went wrong";
  return null;
}

/** Loading, a refused link and a failed lookup, alike on both pages. */
export function SharedState({ phase, onRetry }: { phase: ManagePhase; onRetry: () => void }) {
  if (phase.at === "checking") {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        Loading your demo...
      </p>
    );
  }
  if (phase.at === "invalid") {
    return (
      <>
        <FormMessage tone="error">{bookingMessages.invalidLink}</FormMessage>
        <Link to="/demo" className={primaryButton}>
          Book a Demo
        </Link>
      </>
    );
  }
  if (phase.at === "failed") {
    return (
      <>
        <FormMessage tone="error">{phase.message}</FormMessage>
        <button type="button" onClick={onRetry} className={secondaryButton}>
          Try again
        </button>
      </>
    );
  }
  return null;
}
