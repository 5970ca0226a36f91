import { endpoint } from "../endpoint";
import {
  accountSessionsSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  emailChangedSchema,
} from "../account";
import { envelope, idParamSchema, messageAnswerSchema } from "../envelope";

/** The signed-in member's own sessions, password and sign-in email. */
export const accountApi = {
  sessions: endpoint({
    method: "GET",
    path: "/Account/Sessions",
    response: envelope(accountSessionsSchema),
    errors: [401],
    summary: "This member's open sessions: device, browser, approximate place, last seen",
    failed: "Failed to fetch your sessions",
  }),
  endSession: endpoint({
    method: "DELETE",
    path: "/Account/Sessions/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404],
    summary: "Sign out one of this member's sessions (its tokens stop working at once)",
    failed: "Failed to sign out that session",
  }),
  endOtherSessions: endpoint({
    method: "POST",
    path: "/Account/Sessions/EndOthers",
    response: messageAnswerSchema,
    errors: [401],
    summary: "Sign out every session of this member but the one making the call",
    failed: "Failed to sign out the other sessions",
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/Account/Password",
    body: changePasswordSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 429],
    summary: "Change the password (the current one is needed); every other session is signed out",
    failed: "Failed to change the password",
  }),
  changeEmail: endpoint({
    method: "POST",
    path: "/Account/Email",
    body: changeEmailSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 403, 409, 429, 503],
    summary: "Mail a link to a new sign-in email; nothing changes until it is followed (needs a step-up)",
    failed: "Failed to change the email",
  }),
  confirmEmail: endpoint({
    method: "POST",
    path: "/Account/Email/Confirm",
    body: confirmEmailSchema,
    response: envelope(emailChangedSchema),
    errors: [400, 404, 409, 410, 429],
    summary: "Follow the mailed link: the new email signs in from now on, every other session is signed out",
    failed: "Failed to confirm the email",
  }),
};
