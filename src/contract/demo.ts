import { z } from "zod";
import { confirmedBookingSchema, slotChoiceFields } from "./booking";
import { firstTouchFields, firstTouchSchema } from "./collect";
import { demoMessages } from "./demo-messages";
import { leadWorkFields } from "./lead-fields";
import { tenDigitPhone } from "./phone";
import { controlCharacters, LINES, ONE_LINE } from "./plain-text";
import { spamSignalsSchema } from "./spam-signals";

export { demoMessages };

/** The wizard's step-1 form (`phone` in the form). */
export const demoFormSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, demoMessages.fullNameRequired)
    .max(100)
    .regex(ONE_LINE, controlCharacters("Full Name")),
  companyName: z
    .string()
    .trim()
    .max(100)
    .regex(ONE_LINE, controlCharacters("Company Name"))
    .optional()
    .default(""),
  phone: z
    .string()
    .trim()
    .min(1, demoMessages.phoneRequired)
    .transform(tenDigitPhone)
    .pipe(z.string().regex(/^\d{10}$/, demoMessages.phoneDigits)),
  email: z
    .string()
    .trim()
    .min(1, demoMessages.emailRequired)
    .max(254)
    .pipe(z.email(demoMessages.emailInvalid)),
  comment: z
    .string()
    .trim()
    .min(1, demoMessages.commentRequired)
    .max(2000)
    .regex(LINES, controlCharacters("Comment")),
});
export type DemoForm = z.input<typeof demoFormSchema>;
export type DemoData = z.output<typeof demoFormSchema>;

/** The booking call's extras: the chosen time, the spam signals and the first touch, all optional. */
const bookingExtras = { ...slotChoiceFields, ...spamSignalsSchema.shape, ...firstTouchSchema.shape };
/** POST /v1/Contact/SendOtp: the demo fields; the phone travels as `mobile` (docs/product.md §3). */
export const sendOtpSchema = demoFormSchema
  .omit({ phone: true })
  .extend({ mobile: demoFormSchema.shape.phone, ...bookingExtras });
/** POST /v1/Contact/SubmitDemoRequest: the spec's shape, phone as `mobileNo`. */
export const submitDemoRequestSchema = demoFormSchema
  .omit({ phone: true })
  .extend({ mobileNo: demoFormSchema.shape.phone, ...bookingExtras });

export const toSendOtpBody = ({ phone, ...rest }: DemoData) => ({ ...rest, mobile: phone });

export const otpChallengeSchema = z.object({ id: z.string(), expiresInSeconds: z.number().int() });
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;

export const verifyScheduleSchema = z.object({
  id: z.string().min(1).max(64),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, demoMessages.invalidOtp),
});

/** VerifySchedule's answer: the booked time when the request had one (issue 22). */
export const verifyAnswerSchema = z.object({
  isSuccess: z.boolean(),
  message: z.string().optional(),
  data: z.object({ booking: confirmedBookingSchema.nullable() }).optional(),
});

export const demoStatusSchema = z.enum(["pending", "confirmed"]);
export const demoRequestSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  companyName: z.string(),
  phone: z.string(),
  email: z.string(),
  comment: z.string(),
  status: demoStatusSchema,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** The staff member who confirmed it by hand, when no code did. */
  confirmedBy: z.string().nullable().default(null),
  /** Sent sooner after the form appeared than a person usually takes: a hint for staff, not Spam. */
  fast: z.boolean().default(false),
  ...leadWorkFields,
  ...firstTouchFields,
});
export type DemoRequest = z.infer<typeof demoRequestSchema>;
