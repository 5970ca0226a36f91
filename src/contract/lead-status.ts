// Lead statuses and kinds without zod, for the database schema and code that must not load zod.

/** New → Contacted → Qualified → Won / Lost, plus Spam. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** A contact message or a demo request. */
export const LEAD_KINDS = ["contact", "demo"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * What the lead timeline records besides records and notes: status changes, assignments, staff mails,
 * each step of a booked demo (issue 22), and the estimated value (issue 26).
 */
export const LEAD_EVENT_KINDS = [
  "status",
  "assigned",
  "emailed",
  "booked",
  "rescheduled",
  "cancelled",
  "reminded",
  "attended",
  "no_show",
  // Issue 26: a lead staff entered by hand, a demo request staff confirmed, a confirmation link mailed.
  "created",
  "confirmed",
  "link_sent",
  "value",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];
