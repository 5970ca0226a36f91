import { useRef, useState } from "react";
import { useEarlyFocus } from "~/lib/hooks/use-early-focus";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "~/contract/contact-fields";
import type { contactFormSchema } from "~/contract/contact";
import { primaryButton } from "~/components/ui/button";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { Honeypot } from "~/components/ui/honeypot";
import { useFillTimer } from "~/lib/hooks/use-fill-timer";
import { lazyResolver, useHeldSubmit } from "~/lib/lazy-resolver";
import { lazyModule } from "~/lib/lazy-module";
import { trackEvent } from "~/lib/visitor-tracking/track";

// docs/product.md §8, letter for letter.
export const contactTexts = {
  success: "Thank you! Your message has been sent successfully.",
  failure: "Sorry, there was an error sending your message. Please try again.",
} as const;

type Status = "idle" | "sending" | "success" | "error";
type Values = z.input<typeof contactFormSchema>;
type Sent = z.output<typeof contactFormSchema>;

// The network code (axios) and the validation (zod) load when the visitor reaches the form, not with the page.
const contactService = lazyModule(() => import("./send-message"));
const validation = lazyResolver<Values, unknown, Sent>(() => import("./contact-validation"));
const prefetchValidation = () => validation.prefetch();

const empty: Values = { name: "", email: "", phone: "", message: "", [HONEYPOT_FIELD]: "" };

const nameAndEmail: FieldSpec<Values>[] = [
  { name: "name", label: "Name", required: true, type: "text", autoComplete: "name" },
  { name: "email", label: "Email", required: true, type: "email", autoComplete: "email" },
];
const phoneAndMessage: FieldSpec<Values>[] = [
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "message", label: "Message", required: true, rows: 5 },
];

/** The contact form: idle → sending → success (cleared) or error (text kept). */
export function ContactForm() {
  const [status, setStatus] = useState<Status>("idle");
  const inFlight = useRef(false);
  const form = useForm<Values, unknown, Sent>({
    resolver: validation.resolver,
    defaultValues: empty,
    reValidateMode: "onSubmit",
  });
  const { register, reset } = form;
  const fillTimer = useFillTimer();
  const formRef = useEarlyFocus<HTMLFormElement>(() => {
    contactService.prefetch();
    prefetchValidation();
  });

  async function send(values: Sent) {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus("sending");
    try {
      const service = contactService.current ?? (await contactService.load());
      await service.sendContactMessage({ ...values, fillMs: fillTimer.elapsed() });
      reset(empty);
      // A next message is timed from the cleared form.
      fillTimer.restart();
      setStatus("success");
      trackEvent("Contact sent");
    } catch {
      setStatus("error");
    } finally {
      inFlight.current = false;
    }
  }

  const submit = useHeldSubmit(form, validation, send);
  const sending = status === "sending";
  return (
    <form
      ref={formRef}
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
        // Each new submit starts from idle (docs/product.md §4).
        if (!inFlight.current) setStatus("idle");
        submit(event);
      }}
    >
      <h2 id="contact-form-title" className="text-2xl font-bold">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormFields form={form} idPrefix="contact" fields={nameAndEmail} />
      </div>
      <FormFields form={form} idPrefix="contact" fields={phoneAndMessage} />
      <Honeypot id="contact-website" field={register(HONEYPOT_FIELD)} />
      {status === "success" ? <FormMessage tone="success">{contactTexts.success}</FormMessage> : null}
      {status === "error" ? <FormMessage tone="error">{contactTexts.failure}</FormMessage> : null}
      <button type="submit" disabled={sending} className={primaryButton}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
