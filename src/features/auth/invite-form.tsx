import type { z } from "zod";
import type { FieldSpec } from "~/components/ui/form-field";
import { PASSWORD_MIN } from "~/contract/auth";
import { ApiError } from "~/lib/http/api-client";
import { helpErrorMessage } from "./form-error";
import { HelpForm } from "./help-form";
import { acceptInvitation } from "./invitation";
import { passwordPairSchema } from "./password-pair";
import { FocusedHeading } from "./step-heading";

const fields: FieldSpec<z.input<typeof passwordPairSchema>>[] = [
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { name: "confirm", label: "Repeat password", type: "password", autoComplete: "new-password" },
];

/** The link died meanwhile (used, replaced, expired) or the email became a member's: the form ends. */
const linkRefused = (err: unknown) => err instanceof ApiError && [404, 409, 410].includes(err.status ?? 0);

/** The new member's password, typed twice. */
export function InviteForm({
  token,
  onJoined,
  onRefused,
}: {
  token: string;
  onJoined: (sessionToken: string) => void;
  onRefused: (message: string) => void;
}) {
  return (
    <HelpForm
      schema={passwordPairSchema}
      defaults={{ password: "", confirm: "" }}
      idPrefix="invite"
      fields={fields}
      submit="Set password and sign in"
      busy="Saving..."
      onValid={async ({ password }) => onJoined(await acceptInvitation({ token, password }))}
      onFailure={(err) => linkRefused(err) && (onRefused(helpErrorMessage(err)), true)}
    >
      <FocusedHeading>Choose your password</FocusedHeading>
      <p className="text-sm text-slate-600 dark:text-slate-300">At least {PASSWORD_MIN} characters.</p>
    </HelpForm>
  );
}
