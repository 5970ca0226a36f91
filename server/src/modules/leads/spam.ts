import type { SpamSignals } from "~/contract/spam-signals";
import type { AppContext } from "../../context";

/**
 * Splits a public form's spam signals off its fields and reads them (ADR 0028, ADR 0042):
 * `trapped` when the honeypot holds text, `fast` when the form was sent sooner after its render than
 * SPAM_MIN_FILL_MS. A contact message is Spam on either (`spam`); a demo request only when trapped, since
 * its code proves a person, and a fast one is flagged for staff instead. A missing fill time is not fast:
 * the spec's API clients post without one.
 */
export function screenSubmission<T extends SpamSignals>(
  ctx: AppContext,
  { website, fillMs, ...fields }: T,
): { spam: boolean; trapped: boolean; fast: boolean; fields: Omit<T, keyof SpamSignals> } {
  const trapped = Boolean(website?.trim());
  const fast = fillMs !== undefined && fillMs < ctx.config.spamMinFillMs;
  return { spam: trapped || fast, trapped, fast, fields };
}
