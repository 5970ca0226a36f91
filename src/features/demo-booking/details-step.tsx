import type { Ref } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { DemoData, DemoForm } from "~/contract/demo";
import { describedBy, Field, inputClass, primaryButton } from "~/components/ui/field";

type Name = keyof DemoForm;

/** Step 1: the visitor's details; 'Send OTP' asks the server for a code. */
export function DetailsStep({
  form,
  headingRef,
  sending,
  sendError,
  onSend,
}: {
  form: UseFormReturn<DemoForm, unknown, DemoData>;
  headingRef: Ref<HTMLHeadingElement>;
  sending: boolean;
  sendError: string | null;
  onSend: (data: DemoData) => void;
}) {
  const {
    register,
    clearErrors,
    handleSubmit,
    formState: { errors },
  } = form;
  // Editing a field clears its error (SPEC.md §5).
  const field = (name: Name) => ({
    id: `demo-${name}`,
    ...register(name, { onChange: () => clearErrors(name) }),
    ...describedBy(`demo-${name}`, errors[name]?.message),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSend)} aria-labelledby="demo-step-1" className="space-y-5">
      <h2
        id="demo-step-1"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-28 text-2xl font-bold outline-none"
      >
        Your Details
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required. We will send a one-time code to
        confirm your request.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="demo-fullName" label="Full Name" required error={errors.fullName?.message}>
          <input
            type="text"
            autoComplete="name"
            aria-required="true"
            className={inputClass}
            {...field("fullName")}
          />
        </Field>
        <Field id="demo-companyName" label="Company Name" error={errors.companyName?.message}>
          <input type="text" autoComplete="organization" className={inputClass} {...field("companyName")} />
        </Field>
        <Field id="demo-phone" label="Phone Number" required error={errors.phone?.message}>
          <input
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            aria-required="true"
            className={inputClass}
            {...field("phone")}
          />
        </Field>
        <Field id="demo-email" label="Email Address" required error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            aria-required="true"
            className={inputClass}
            {...field("email")}
          />
        </Field>
      </div>
      <Field id="demo-comment" label="Comments" required error={errors.comment?.message}>
        <textarea rows={4} aria-required="true" className={inputClass} {...field("comment")} />
      </Field>
      {sendError ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {sendError}
        </p>
      ) : null}
      <button type="submit" disabled={sending} className={primaryButton}>
        {sending ? "Sending OTP..." : "Send OTP"}
      </button>
    </form>
  );
}
