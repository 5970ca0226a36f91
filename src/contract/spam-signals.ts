import { z } from "zod";
import { FILL_MS_MAX, FILL_TIME_FIELD, HONEYPOT_FIELD } from "./contact-fields";

/**
 * What the public forms send besides their fields so the server can tell a bot (ADR 0028): the honeypot
 * people never fill, and the time from the form's render to its submit. Both optional: API clients
 * post without them.
 */
export const spamSignalsSchema = z.object({
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  [FILL_TIME_FIELD]: z.number().int().min(0).max(FILL_MS_MAX).optional(),
});
export type SpamSignals = z.infer<typeof spamSignalsSchema>;
