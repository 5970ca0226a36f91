// Contact form constants without zod, for code that must not load it with the page.
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, message: 5000 } as const;

/** Name of the honeypot field: people never see or fill it. */
export const HONEYPOT_FIELD = "website";
