import type { InputHTMLAttributes } from "react";
import { get, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import { Field } from "./field";
import { describedBy, inputClass } from "./input";

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "autoCapitalize" | "spellCheck"
>;

/** One field of a form, as data: a text input, or a textarea when `rows` is given. */
export type FieldSpec<T extends FieldValues> = InputProps & {
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  rows?: number;
  /** A line under the input that says what to enter; the input is described by it. */
  hint?: string;
};

/**
 * A react-hook-form text field: label, input (or textarea with `rows`), hint, inline error. Its id is
 * `${idPrefix}-${name}` (dots included for a nested name), and editing it clears its error (docs/product.md §5).
 */
export function FormField<T extends FieldValues, Out>({
  form,
  idPrefix,
  name,
  label,
  required,
  rows,
  hint,
  ...input
}: FieldSpec<T> & { form: UseFormReturn<T, unknown, Out>; idPrefix: string }) {
  const id = `${idPrefix}-${name}`;
  // A nested name ("address.city") has its error nested too.
  const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  const error = typeof message === "string" ? message : undefined;
  const props = {
    id,
    className: inputClass,
    "aria-required": required ? ("true" as const) : undefined,
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    ...describedBy(id, error, Boolean(hint)),
  };
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {rows ? <textarea rows={rows} {...props} /> : <input {...input} {...props} />}
    </Field>
  );
}

/** Several fields of one form, in order. */
export function FormFields<T extends FieldValues, Out>({
  form,
  idPrefix,
  fields,
}: {
  form: UseFormReturn<T, unknown, Out>;
  idPrefix: string;
  fields: FieldSpec<T>[];
}) {
  return fields.map((f) => <FormField key={f.name} form={form} idPrefix={idPrefix} {...f} />);
}
