import type { SpamSignals } from "~/contract/spam-signals";
import type { AppContext } from "../context";

/**
 * Splits a public form's spam signals off its fields and says whether they mark a bot (ADR 0028):
 * the honeypot filled, or the form sent sooner after its render than a person could fill it.
 * A missing fill time is not spam: the spec's API clients post without one.
 */
export function screenSubmission<T extends SpamSignals>(
  ctx: AppContext,
  { website, fillMs, ...fields }: T,
): { spam: boolean; fields: Omit<T, keyof SpamSignals> } {
  const trapped = Boolean(website?.trim());
  const tooFast = fillMs !== undefined && fillMs < ctx.config.spamMinFillMs;
  return { spam: trapped || tooFast, fields };
}
