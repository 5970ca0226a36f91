import { contactFormSchema, type ContactInput } from "~/contract/contact";
import { contactApi } from "~/contract/endpoints/contact";
import type { SpamSignals } from "~/contract/spam-signals";
import { call } from "~/lib/http/call";
import { firstTouch } from "~/lib/visitor-tracking/first-touch";

export type ContactMessage = ContactInput & SpamSignals;

/** The public contact form's message (with its honeypot field and fill time), loaded on first use. */
export async function sendContactMessage(message: ContactMessage): Promise<{ message?: string }> {
  // The visit's first touch goes along when the site has one (optional fields of the same call).
  const body = contactFormSchema.parse({ ...firstTouch(), ...message });
  const answer = await call(contactApi.send, { body });
  return { message: answer.message };
}
