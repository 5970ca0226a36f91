import type { FormEvent, ReactNode, Ref } from "react";
import { HONEYPOT_FIELD } from "~/contract/contact-fields";
import type { UseFormReturn } from "react-hook-form";
import type { DemoData, DemoForm } from "~/contract/demo";
import { primaryButton } from "~/components/ui/button";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { Honeypot } from "~/components/ui/honeypot";
import { StepHeading } from "./step-heading";

const contactFields: FieldSpec<DemoForm>[] = [
  { name: "fullName", label: "Full Name", required: true, type: "text", autoComplete: "name" },
  { name: "companyName", label: "Company Name", type: "text", autoComplete: "organization" },
  {
    name: "phone",
    label: "Phone Number",
    required: true,
    type: "text",
    autoComplete: "tel-national",
    inputMode: "numeric",
  },
  { name: "email", label: "Email Address", required: true, type: "email", autoComplete: "email" },
];
const commentField: FieldSpec<DemoForm>[] = [{ name: "comment", label: "Comments", required: true, rows: 4 }];

/** Step 1: the visitor's details; 'Send OTP' asks the server for a code. */
export function DetailsStep({
  form,
  headingRef,
  honeypotRef,
  sending,
  sendError,
  picker,
  onSubmit,
}: {
  form: UseFormReturn<DemoForm, unknown, DemoData>;
  headingRef: Ref<HTMLHeadingElement>;
  /** The honeypot is read when the request is sent, outside the form's values. */
  honeypotRef: Ref<HTMLInputElement>;
  sending: boolean;
  sendError: string | null;
  /** "Pick a time", after the spec's fields. */
  picker: ReactNode;
  /** 'Send OTP': checks the fields (and the picker), then asks for a code. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="demo-step-1" className="space-y-5">
      <StepHeading step={1} headingRef={headingRef}>
        Your Details
      </StepHeading>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required. We will send a one-time code to
        confirm your request.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormFields form={form} idPrefix="demo" fields={contactFields} />
      </div>
      <FormFields form={form} idPrefix="demo" fields={commentField} />
      {picker}
      <Honeypot id="demo-website" field={{ ref: honeypotRef, name: HONEYPOT_FIELD, defaultValue: "" }} />
      {sendError ? <FormMessage tone="error">{sendError}</FormMessage> : null}
      <button type="submit" disabled={sending} className={primaryButton}>
        {sending ? "Sending OTP..." : "Send OTP"}
      </button>
    </form>
  );
}
