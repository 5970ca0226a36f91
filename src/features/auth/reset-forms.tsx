import { z } from "zod";
import type { FieldSpec } from "~/components/ui/form-field";
import { generateOtpSchema, verifyOtpSchema } from "~/contract/auth";
import { authApi } from "~/contract/endpoints/auth";
import { call } from "~/lib/http/call";
import { emailUsernameField } from "./email-field";
import { HelpForm } from "./help-form";
import { passwordPairSchema } from "./password-pair";

const emailFields: FieldSpec<z.input<typeof generateOtpSchema>>[] = [emailUsernameField("email")];

/** Step 1: the email. The answer is the same whether or not it is a staff member's. */
export function ResetEmailForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  return (
    <HelpForm
      schema={generateOtpSchema}
      defaults={{ email: "" }}
      idPrefix="reset"
      fields={emailFields}
      submit="Send code"
      busy="Sending code..."
      onValid={async ({ email }) =>
        onSent(email, (await call(authApi.requestResetCode, { body: { email } })).message ?? "")
      }
    />
  );
}

/** Step 2's fields: the emailed code and the new password, typed twice. */
const codeSchema = z.intersection(z.object({ otp: verifyOtpSchema.shape.otp }), passwordPairSchema);
const codeFields: FieldSpec<z.input<typeof codeSchema>>[] = [
  { name: "otp", label: "Code", autoComplete: "one-time-code", inputMode: "numeric" },
  { name: "password", label: "New password", type: "password", autoComplete: "new-password" },
  { name: "confirm", label: "Repeat new password", type: "password", autoComplete: "new-password" },
];

/** Step 2: the code is checked first (VerifyOtp), then spent with the new password (ResetPassword). */
export function ResetCodeForm({ email, onDone }: { email: string; onDone: (message: string) => void }) {
  return (
    <HelpForm
      schema={codeSchema}
      defaults={{ otp: "", password: "", confirm: "" }}
      idPrefix="reset"
      fields={codeFields}
      submit="Reset password"
      busy="Resetting..."
      onValid={async ({ otp, password }) => {
        await call(authApi.verifyResetCode, { body: { email, otp } });
        const answer = await call(authApi.resetPassword, { body: { email, otp, newPassword: password } });
        onDone(answer.message ?? "Your password has been reset. Please sign in.");
      }}
    />
  );
}
