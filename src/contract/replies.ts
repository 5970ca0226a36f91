import { z } from "zod";

// Replies from the lead's page and their templates (issue 26, item 1).

/** The placeholders a template or a reply may hold; anything else in double braces is refused. */
export const REPLY_PLACEHOLDERS = ["name", "company", "staffName", "demoTime"] as const;
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The `{{…}}` in a text whose name is not a known placeholder, as written (deduplicated). */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = REPLY_PLACEHOLDERS;
  const found = new Set<string>();
  for (const m of text.matchAll(PLACEHOLDER)) if (!known.includes(m[1]!)) found.add(m[0]);
  return [...found];
}

/** The known placeholders a text uses. */
export function usedPlaceholders(text: string): ReplyPlaceholder[] {
  const known: readonly string[] = REPLY_PLACEHOLDERS;
  const found = new Set<ReplyPlaceholder>();
  for (const m of text.matchAll(PLACEHOLDER)) if (known.includes(m[1]!)) found.add(m[1] as ReplyPlaceholder);
  return [...found];
}

/** Every known placeholder replaced by its value (callers check first that each used one has a value). */
export const fillPlaceholders = (text: string, values: Partial<Record<ReplyPlaceholder, string>>) =>
  text.replace(PLACEHOLDER, (all, name: string) => values[name as ReplyPlaceholder] ?? all);

export const unknownPlaceholderMessage = (names: string[]) =>
  `Unknown placeholder ${names.join(", ")}. Use {{name}}, {{company}}, {{staffName}} or {{demoTime}}.`;

/** A text field that may hold only the known placeholders. */
const withPlaceholders = (field: z.ZodString) =>
  field.superRefine((text, c) => {
    const unknown = unknownPlaceholders(text);
    if (unknown.length) c.addIssue({ code: "custom", message: unknownPlaceholderMessage(unknown) });
  });

// A subject is one header line: no line breaks (they would inject headers).
const subjectField = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(200, "Subject is too long")
    .regex(/^[^\r\n]*$/, "Subject must be one line");

export const replyTemplateInputSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name is too long"),
  subject: withPlaceholders(subjectField("Subject is required")),
  body: withPlaceholders(z.string().trim().min(1, "Body is required").max(10000, "Body is too long")),
});
export type ReplyTemplateInput = z.infer<typeof replyTemplateInputSchema>;

/** An edit carries the version the screen showed: a stale one is a 409. */
export const replyTemplateUpdateSchema = replyTemplateInputSchema.extend({
  version: z.number().int().min(1),
});
export type ReplyTemplateUpdate = z.infer<typeof replyTemplateUpdateSchema>;

export const replyTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** A template filled for one lead, for the composer to edit before sending. */
export const filledReplySchema = z.object({ subject: z.string(), body: z.string() });
export type FilledReply = z.infer<typeof filledReplySchema>;

/** A reply as sent: plain text; the placeholders are filled on the server. */
export const replySendSchema = z.object({
  subject: withPlaceholders(subjectField("Subject is required")),
  body: withPlaceholders(z.string().trim().min(1, "Write a message").max(20000, "Message is too long")),
});
export type ReplySend = z.infer<typeof replySendSchema>;

/** An unsent reply, kept per lead and staff member; either field may be empty. */
export const replyDraftInputSchema = z.object({
  subject: z.string().max(200, "Subject is too long"),
  body: z.string().max(20000, "Message is too long"),
});
export type ReplyDraftInput = z.infer<typeof replyDraftInputSchema>;

export const replyDraftSchema = replyDraftInputSchema.extend({ updatedAt: z.string() });
export type ReplyDraft = z.infer<typeof replyDraftSchema>;

/** What the composer opens with: the lead's address, the prefilled subject, and the member's draft. */
export const composerSchema = z.object({
  to: z.string(),
  subject: z.string(),
  draft: replyDraftSchema.nullable(),
});
export type Composer = z.infer<typeof composerSchema>;

/** The answer to a send: the mail's Message-ID and the lead's status after it. */
export const replySentSchema = z.object({
  messageId: z.string(),
  leadStatus: z.string(),
  version: z.number(),
});
export type ReplySent = z.infer<typeof replySentSchema>;
