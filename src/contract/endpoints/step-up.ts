import { endpoint } from "../endpoint";
import { passkeyOptionsAnswerSchema } from "../mfa";
import { stepUpAnswerSchema, stepUpSchema } from "../step-up";

/** Confirming it is the member before a sensitive change (docs/decisions/0064). */
export const stepUpApi = {
  confirm: endpoint({
    method: "POST",
    path: "/Auth/StepUp",
    body: stepUpSchema,
    response: stepUpAnswerSchema,
    errors: [400, 401, 429],
    summary:
      "Confirm the signed-in member with their password, a code or a passkey; sensitive changes then go through for STEP_UP_MINUTES",
    failed: "Failed to confirm it's you",
  }),
  passkeyOptions: endpoint({
    method: "POST",
    path: "/Auth/StepUp/PasskeyOptions",
    response: passkeyOptionsAnswerSchema,
    errors: [401, 409, 429],
    summary: "WebAuthn options to confirm the member with one of their passkeys",
    failed: "The passkey could not be used",
  }),
};
