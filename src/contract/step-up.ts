import { z } from "zod";
import { codeSchema, ticketBodySchema, webauthnResponseSchema } from "./mfa";

/** The refusal of a sensitive change without a recent confirmation; the site opens its step-up dialog on it. */
export const STEP_UP_REQUIRED = "Confirm it's you to continue.";
export const WRONG_PASSWORD = "That password is not right.";

/** POST /Auth/StepUp: the member's password, an authenticator or recovery code, or a passkey's signature. */
export const stepUpSchema = z
  .object({
    password: z.string().min(1, "Enter your password").max(200).optional(),
    code: codeSchema.optional(),
    ticket: ticketBodySchema.shape.ticket.optional(),
    passkey: webauthnResponseSchema.optional(),
  })
  .refine((v) => [v.password, v.code, v.passkey].filter((x) => x !== undefined).length === 1, {
    path: ["password"],
    message: "Enter your password, a code or use your passkey",
  })
  .refine((v) => v.passkey === undefined || v.ticket !== undefined, {
    path: ["passkey"],
    message: "The passkey could not be used",
  });
export type StepUpInput = z.input<typeof stepUpSchema>;

export const stepUpAnswerSchema = z.object({
  isSuccess: z.boolean(),
  message: z.string().optional(),
  /** Until when sensitive changes go through without asking again. */
  data: z.object({ until: z.string() }),
});
