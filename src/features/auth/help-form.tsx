import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { primaryButton } from "~/components/ui/button";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { helpErrorMessage } from "./form-error";

/**
 * A form of the sign-in help pages: fields checked with a contract schema, one submit button with its
 * busy text, and the call's failure as an alert. `onValid` may throw; `onFailure` may take the error
 * over (return true), else its message is shown.
 */
export function HelpForm<S extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: S;
  defaults: DefaultValues<z.input<S>>;
  idPrefix: string;
  fields: FieldSpec<z.input<S>>[];
  submit: string;
  busy: string;
  onValid: (values: z.output<S>) => Promise<void>;
  onFailure?: (error: unknown) => boolean;
  children?: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(props.schema),
    defaultValues: props.defaults,
  });
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await props.onValid(values);
    } catch (err) {
      if (!props.onFailure?.(err)) setError(helpErrorMessage(err));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      {props.children}
      <FormFields form={form} idPrefix={props.idPrefix} fields={props.fields} />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
        {busy ? props.busy : props.submit}
      </button>
    </form>
  );
}
