// The contact form's validation, loaded when the visitor reaches the form (see contact-form.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { contactFormSchema } from "~/contract/contact";

export const resolver = zodResolver(contactFormSchema);
