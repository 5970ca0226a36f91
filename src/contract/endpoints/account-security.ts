import { endpoint } from "../endpoint";
import { envelope, idParamSchema, messageAnswerSchema } from "../envelope";
import {
  passkeyOptionsAnswerSchema,
  passkeyRegisterSchema,
  recoveryCodesSchema,
  secondFactorStatusSchema,
  totpCodeSchema,
  totpSetupSchema,
} from "../mfa";

const codes = envelope(recoveryCodesSchema);

/** The member's own second factors on /account: authenticator app, recovery codes, passkeys (ADR 0039). */
export const accountSecurityApi = {
  status: endpoint({
    method: "GET",
    path: "/Account/SecondFactor",
    response: envelope(secondFactorStatusSchema),
    errors: [401],
    summary: "This member's second factors",
    failed: "Failed to load your sign-in settings",
  }),
  totpSetup: endpoint({
    method: "POST",
    path: "/Account/Totp/Setup",
    response: envelope(totpSetupSchema),
    errors: [401, 403, 409],
    summary: "A new authenticator key: QR code and key as text (confirmed by a first code)",
    failed: "Failed to start the set-up",
  }),
  totpConfirm: endpoint({
    method: "POST",
    path: "/Account/Totp/Confirm",
    body: totpCodeSchema,
    response: codes,
    errors: [400, 401, 403, 429],
    summary: "Turn the authenticator app on with a first code; answers the 10 recovery codes, once",
    failed: "Invalid code",
  }),
  totpDisable: endpoint({
    method: "POST",
    path: "/Account/Totp/Disable",
    body: totpCodeSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 403, 409, 429],
    summary: "Turn the authenticator app off (with a current code); its recovery codes go too",
    failed: "Invalid code",
  }),
  recoveryCodes: endpoint({
    method: "POST",
    path: "/Account/RecoveryCodes",
    body: totpCodeSchema,
    response: codes,
    errors: [400, 401, 403, 409, 429],
    summary: "New recovery codes (with a current code); the old ones stop working",
    failed: "Invalid code",
  }),
  passkeyOptions: endpoint({
    method: "POST",
    path: "/Account/Passkeys/Options",
    response: passkeyOptionsAnswerSchema,
    errors: [401, 403],
    summary: "WebAuthn options to add a passkey to this account",
    failed: "The passkey could not be added",
  }),
  addPasskey: endpoint({
    method: "POST",
    path: "/Account/Passkeys",
    body: passkeyRegisterSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 403],
    summary: "Store the passkey the browser made",
    failed: "The passkey could not be added",
  }),
  removePasskey: endpoint({
    method: "DELETE",
    path: "/Account/Passkeys/:id",
    // Passkey ids are the authenticator's credential ids, longer than a record's.
    params: idParamSchema.extend({ id: idParamSchema.shape.id.max(1024) }),
    response: messageAnswerSchema,
    errors: [400, 401, 403, 404, 409],
    summary: "Remove one of this member's passkeys",
    failed: "Failed to remove the passkey",
  }),
};
