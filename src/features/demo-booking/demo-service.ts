import { lazyModule } from "~/lib/lazy-module";
import type { demoFallbacks } from "./demo-calls";

/** The booking calls, loaded on first focus into the wizard (or first use), not with the page. */
export const demoService = lazyModule(() => import("./demo-service-runtime"));

// The service's own texts, typed from it so they cannot drift; used when the service itself failed to load.
const fallbacks: typeof demoFallbacks = {
  sendOtp: "Failed to send verification code",
  verify: "Failed to book schedule.",
  submit: "Something went wrong while booking the demo.",
};

/** What a failed call shows: the service's reading of the error, or a network-style failure if it never loaded. */
export function describeFailure(
  error: unknown,
  fallback: keyof typeof demoFallbacks,
): { message: string; answered: boolean } {
  const service = demoService.current;
  if (!service) return { message: fallbacks[fallback], answered: false };
  const apiError = service.toApiError(error, service.demoFallbacks[fallback]);
  return { message: apiError.message, answered: apiError.answered };
}

/** The server's slot refusal (taken in between, or not offered), to show at the picker; null for any other failure. */
export function slotRefusal(error: unknown): string | null {
  const service = demoService.current;
  return service?.isSlotRefusal(error) ? (error as Error).message : null;
}
