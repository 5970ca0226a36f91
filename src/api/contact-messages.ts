import { contactFormSchema, type ContactInput } from "~/contract/contact";
import { envelope } from "~/contract/envelope";
import { request } from "~/lib/api-client";
import { z } from "zod";

// SPEC.md §8 fallback.
const SEND_FAILED = "Failed to send message. Try again later.";

export type ContactMessage = ContactInput & { website?: string };

/** POST /v1/Contact/ContactUsMailSend: the public contact form (with its honeypot field). */
export async function sendContactMessage(message: ContactMessage): Promise<{ message?: string }> {
  const data = contactFormSchema.parse(message);
  const answer = await request(
    envelope(z.unknown()),
    { method: "POST", url: "/v1/Contact/ContactUsMailSend", data },
    SEND_FAILED,
  );
  return { message: answer.message };
}
