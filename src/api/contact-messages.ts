import { contactFormSchema, type ContactInput } from "~/contract/contact";
import { envelope } from "~/contract/envelope";
import { request } from "~/lib/http/api-client";
import type { SpamSignals } from "~/contract/spam-signals";
import { firstTouch } from "~/lib/visitor-tracking/first-touch";
import { z } from "zod";

// docs/product.md §8 fallback.
const SEND_FAILED = "Failed to send message. Try again later.";

export type ContactMessage = ContactInput & SpamSignals;

/** POST /v1/Contact/ContactUsMailSend: the public contact form (with its honeypot field and fill time). */
export async function sendContactMessage(message: ContactMessage): Promise<{ message?: string }> {
  // The visit's first touch goes along when the site has one (optional fields of the same call).
  const data = contactFormSchema.parse({ ...firstTouch(), ...message });
  const answer = await request(
    envelope(z.unknown()),
    { method: "POST", url: "/v1/Contact/ContactUsMailSend", data },
    SEND_FAILED,
  );
  return { message: answer.message };
}
