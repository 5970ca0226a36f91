import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "~/contract/contact-fields";
import type { contactFormSchema } from "~/contract/contact";
import { describedBy, Field, inputClass, primaryButton } from "~/components/ui/field";
import { lazyResolver } from "~/lib/lazy-resolver";
import { lazyModule } from "~/lib/lazy-module";

// SPEC.md §8, letter for letter.
export const contactTexts = {
  success: "Thank you! Your message has been sent successfully.",
  failure: "Sorry, there was an error sending your message. Please try again.",
} as const;

type Status = "idle" | "sending" | "success" | "error";
type Values = z.input<typeof contactFormSchema>;
type Sent = z.output<typeof contactFormSchema>;

// The network code (axios) and the validation (zod) load when the visitor reaches the form, not with the page.
const contactService = lazyModule(() => import("~/api/contact-messages"));
const validation = lazyResolver<Values, unknown, Sent>(() => import("./contact-validation"));
const prefetchValidation = () => validation.prefetch();
type Name = "name" | "email" | "phone" | "message";

const empty: Values = { name: "", email: "", phone: "", message: "", [HONEYPOT_FIELD]: "" };

/** The contact form: idle → sending → success (cleared) or error (text kept). */
export function ContactForm() {
  const [status, setStatus] = useState<Status>("idle");
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, Sent>({
    resolver: validation.resolver,
    defaultValues: empty,
    reValidateMode: "onSubmit",
  });
  const field = (name: Name) => ({
    id: `contact-${name}`,
    ...register(name, { onChange: () => clearErrors(name) }),
    ...describedBy(`contact-${name}`, errors[name]?.message),
  });

  async function send(values: Sent) {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus("sending");
    try {
      const service = contactService.current ?? (await contactService.load());
      await service.sendContactMessage(values);
      reset(empty);
      setStatus("success");
    } catch {
      setStatus("error");
    } finally {
      inFlight.current = false;
    }
  }

  const sending = status === "sending";
  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      className="space-y-5"
      onFocus={() => {
        contactService.prefetch();
        prefetchValidation();
      }}
      onInput={prefetchValidation}
      onPointerEnter={contactService.prefetch}
      onSubmit={(event) => {
        // Each new submit starts from idle (SPEC.md §4).
        if (!inFlight.current) setStatus("idle");
        void handleSubmit(send)(event);
      }}
    >
      <h2 id="contact-form-title" className="text-2xl font-bold">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" required error={errors.name?.message}>
          <input
            type="text"
            autoComplete="name"
            aria-required="true"
            className={inputClass}
            {...field("name")}
          />
        </Field>
        <Field id="contact-email" label="Email" required error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            aria-required="true"
            className={inputClass}
            {...field("email")}
          />
        </Field>
      </div>
      <Field id="contact-phone" label="Phone" error={errors.phone?.message}>
        <input type="tel" autoComplete="tel" className={inputClass} {...field("phone")} />
      </Field>
      <Field id="contact-message" label="Message" required error={errors.message?.message}>
        <textarea rows={5} aria-required="true" className={inputClass} {...field("message")} />
      </Field>
      {/* Honeypot: off screen and hidden from assistive technology; only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(HONEYPOT_FIELD)}
        />
      </div>
      {status === "success" ? (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
        >
          {contactTexts.success}
        </p>
      ) : null}
      {status === "error" ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {contactTexts.failure}
        </p>
      ) : null}
      <button type="submit" disabled={sending} className={primaryButton}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
