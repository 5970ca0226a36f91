import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { buttonClass } from "~/components/ui/button";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { type TotpCodeInput, totpCodeSchema } from "~/contract/mfa";

const fields: FieldSpec<TotpCodeInput>[] = [
  { name: "code", label: "Code from your app", autoComplete: "one-time-code", inputMode: "numeric" },
];

/** One 6-digit code from the authenticator app, for an action on the account screen. */
export function SecondFactorCodeForm({
  idPrefix,
  submit,
  busy,
  danger,
  onCode,
}: {
  idPrefix: string;
  submit: string;
  busy: boolean;
  danger?: boolean;
  onCode: (code: string) => void;
}) {
  const form = useForm<TotpCodeInput>({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: "" } });
  return (
    <form
      noValidate
      aria-busy={busy}
      className="flex flex-wrap items-end gap-3"
      onSubmit={form.handleSubmit(({ code }) => onCode(code.trim()))}
    >
      <div className="w-48">
        <FormFields form={form} idPrefix={idPrefix} fields={fields} />
      </div>
      <button type="submit" disabled={busy} className={buttonClass(danger ? "danger" : "primary", "sm")}>
        {submit}
      </button>
    </form>
  );
}
