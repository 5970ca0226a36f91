// Contact form constants without zod, for code that must not load it with the page.
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, message: 5000 } as const;

/** Name of the honeypot field: people never see or fill it. */
export const HONEYPOT_FIELD = "website";

/** Name of the field that carries the milliseconds from the form's render to its submit. */
export const FILL_TIME_FIELD = "fillMs";
/** The largest fill time a form sends (a day); forms send at most this, so a tab left open is no error. */
export const FILL_MS_MAX = 86_400_000;
