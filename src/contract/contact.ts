import { z } from "zod";
import { firstTouchFields, firstTouchSchema } from "./collect";
import { CONTACT_LIMITS, HONEYPOT_FIELD } from "./contact-fields";
import { leadStatusSchema, leadWorkFields } from "./lead-fields";
import { controlCharacters, LINES, ONE_LINE } from "./plain-text";
import { spamSignalsSchema } from "./spam-signals";

export { CONTACT_LIMITS, HONEYPOT_FIELD };

/** The contact's phone: optional on the form, free text on one line. */
const contactPhone = z
  .string()
  .trim()
  .max(CONTACT_LIMITS.phone, "Phone is too long")
  .regex(ONE_LINE, controlCharacters("Phone"));

/** Contact form body (docs/product.md §5: name, email, message required; phone optional). */
export const contactInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(CONTACT_LIMITS.name, "Name is too long")
    .regex(ONE_LINE, controlCharacters("Name")),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(CONTACT_LIMITS.email, "Email is too long")
    .pipe(z.email("Enter a valid email address")),
  phone: contactPhone.optional().default(""),
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(CONTACT_LIMITS.message, "Message is too long")
    .regex(LINES, controlCharacters("Message")),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactData = z.output<typeof contactInputSchema>;

/** Public form body: the contact, the spam signals (honeypot, fill time) and the optional first touch. */
export const contactFormSchema = contactInputSchema.extend({
  ...spamSignalsSchema.shape,
  ...firstTouchSchema.shape,
});

/**
 * PUT /v1/Contact/Update/{id}: any of the contact fields, and/or a new lead status with the version the
 * screen showed (a stale version is a 409). Fields left out keep their value.
 */
export const contactUpdateSchema = contactInputSchema
  .extend({ phone: contactPhone })
  .partial()
  .extend({ leadStatus: leadStatusSchema.optional(), version: z.number().int().min(1).optional() })
  .superRefine((body, ctx) => {
    if (body.leadStatus && body.version === undefined)
      ctx.addIssue({ code: "custom", path: ["version"], message: "Version is required" });
    if (Object.values(body).every((v) => v === undefined))
      ctx.addIssue({ code: "custom", path: [], message: "Nothing to update" });
  });
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

export const contactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  ...leadWorkFields,
  ...firstTouchFields,
});
export type Contact = z.infer<typeof contactSchema>;
