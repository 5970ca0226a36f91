// Cache keys that more than one admin feature reads or refreshes.

/** Every query that shows follow-ups: the lead's, the /tasks board and the dashboard tile. */
export const followUpsKey = ["follow-ups"] as const;

/** The reply templates: the /templates screen and the lead page's reply composer. */
export const templatesKey = ["reply-templates"] as const;
