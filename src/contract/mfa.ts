import { z } from "zod";

/** The sign-in step's answers, as the login page shows them. */
export const INVALID_CODE = "Invalid code";
export const CODE_ALREADY_USED = "This code was already used";
/** Codes are refused with this once 10 wrong ones in a row have locked them, until the mailed link is followed. */
export const CODES_LOCKED =
  "Sign-in codes are locked on this account after 10 wrong codes in a row. Open the link we emailed you to unlock them.";
export const CODES_UNLOCKED = "Sign-in codes are unlocked. You can sign in again.";
export const UNLOCK_LINK_INVALID = "This unlock link has expired or was already used.";
export const SECOND_FACTOR_SETUP_REQUIRED =
  "Your team requires a second factor. Set up an authenticator app or a passkey to continue.";

/** An owner who has no second factor cannot require one of everyone: they would lock themselves out first. */
export const OWN_SECOND_FACTOR_FIRST =
  "Set up your own second factor on Your account before you require one for everyone.";

export const SECOND_FACTOR_METHODS = ["totp", "passkey", "recovery"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** The second step of a sign-in: a ticket to finish it with, and how it can be finished. */
export const secondFactorStepSchema = z.object({
  ticket: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;

const ticketSchema = z.string().trim().min(20, "The sign-in step has expired").max(200);

/** A code typed on the code step: 6 digits from the app, or a recovery code (xxxxx-xxxxx). */
export const codeSchema = z
  .string()
  .trim()
  .min(1, "Enter the code")
  .max(20, INVALID_CODE)
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, INVALID_CODE);

/** A WebAuthn answer as @simplewebauthn/browser sends it; its parts are checked by the server library. */
export const webauthnResponseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** POST /Auth/SecondFactor: the ticket with a code or a passkey's signature. */
export const secondFactorSchema = z
  .object({
    ticket: ticketSchema,
    code: codeSchema.optional(),
    passkey: webauthnResponseSchema.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.passkey === undefined), {
    path: ["code"],
    message: "Enter the code or use your passkey",
  });
export type SecondFactorInput = z.input<typeof secondFactorSchema>;

export const ticketBodySchema = z.object({ ticket: ticketSchema });

/** The token of an unlock link (`/unlock-codes#<token>`), as the mail carries it. */
export const unlockTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, "This unlock link is incomplete. Open the link from the email again.");

/** POST /Auth/SecondFactor/Unlock: the token goes in the body, never in a URL. */
export const unlockCodesSchema = z.object({ token: unlockTokenSchema });

/** POST /Auth/Passkey/SignIn: passwordless sign-in with a discoverable passkey. */
export const passkeySignInSchema = z.object({ ticket: ticketSchema, passkey: webauthnResponseSchema });

/** WebAuthn options for the browser (PublicKeyCredential*OptionsJSON), passed through as the library made them. */
export const webauthnOptionsSchema = z.record(z.string(), z.unknown());
export const passkeyOptionsAnswerSchema = z.object({
  isSuccess: z.boolean(),
  data: z.object({ ticket: z.string(), options: webauthnOptionsSchema }),
});

// ---- /account: the member's own second factors ----

export const passkeyInfoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyInfo = z.infer<typeof passkeyInfoSchema>;

export const secondFactorStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeyInfoSchema),
  /** The owner requires a second factor of everyone. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your app"),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });

export const passkeyNameSchema = z.string().trim().min(1, "Name the passkey").max(60);
export const passkeyRegisterSchema = z.object({
  ticket: ticketSchema,
  name: passkeyNameSchema,
  passkey: webauthnResponseSchema,
});
