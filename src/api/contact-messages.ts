import { contactFormSchema, type ContactInput } from "~/contract/contact";
import { api, expectSuccess, toApiError } from "~/lib/api-client";

// SPEC.md §8 fallbacks.
export const contactMessageFallbacks = {
  send: "Failed to send message. Try again later.",
  create: "Failed to create contact. Try again later.",
} as const;

export type ContactMessage = ContactInput & { website?: string };

/** POST /v1/Contact/ContactUsMailSend: the public contact form (with its honeypot field). */
export async function sendContactMessage(message: ContactMessage): Promise<{ message?: string }> {
  try {
    const body = contactFormSchema.parse(message);
    const { data } = await api.post<unknown>("/v1/Contact/ContactUsMailSend", body);
    return { message: expectSuccess(data, contactMessageFallbacks.send).message };
  } catch (error) {
    throw toApiError(error, contactMessageFallbacks.send);
  }
}

/** POST /v1/Contact/Create: stores a contact without sending mail. */
export async function createContact(contact: ContactInput): Promise<{ message?: string }> {
  try {
    const { data } = await api.post<unknown>("/v1/Contact/Create", contactFormSchema.parse(contact));
    return { message: expectSuccess(data, contactMessageFallbacks.create).message };
  } catch (error) {
    throw toApiError(error, contactMessageFallbacks.create);
  }
}
