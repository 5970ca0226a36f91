import { z } from "zod";
import { pageQuerySchema } from "./envelope";
import { leadStatusSchema } from "./lead-fields";

// The lead lists' filters and sorts (issue 26): kept in the page's URL, sent as the list's query, and
// used alike by the list, its CSV export and the dashboard tiles' links.

export const LEAD_SORTS = ["received", "name", "status", "value", "assignee"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Mine: assigned to the caller; none: assigned to nobody. */
export const LEAD_ASSIGNED = ["mine", "none"] as const;
export type LeadAssigned = (typeof LEAD_ASSIGNED)[number];

const instant = z.iso.datetime({ offset: true, error: "Enter a date and time (ISO 8601)" });

/** Every filter and the sort of a lead list, without paging: the list and its export share them. */
export const leadFiltersSchema = z.object({
  search: pageQuerySchema.shape.search,
  status: leadStatusSchema.optional(),
  assigned: z.enum(LEAD_ASSIGNED).optional(),
  /** "1": New leads past their reply time only. */
  overdue: z.enum(["1"]).optional(),
  /** A landing page path (starts with "/", matched as a prefix) or a UTM source (any case). */
  source: z.string().trim().min(1).max(200).optional(),
  /** Received at or after `from` and before `to`. */
  from: instant.optional(),
  to: instant.optional(),
  sort: z.enum(LEAD_SORTS).optional(),
  dir: z.enum(SORT_DIRECTIONS).optional(),
});
export type LeadFilters = z.infer<typeof leadFiltersSchema>;

const orderedDates = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && Date.parse(q.from) >= Date.parse(q.to))
    ctx.addIssue({ code: "custom", path: ["to"], message: "The end must come after the start" });
};

/** GET of a lead list's CSV: every filter and sort of the screen. */
export const leadExportQuerySchema = leadFiltersSchema.superRefine(orderedDates);

/** An admin list of leads: a page of it, with every filter and sort. */
export const leadListQuerySchema = pageQuerySchema.extend(leadFiltersSchema.shape).superRefine(orderedDates);
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** Most leads one bulk action takes: a page of the list is at most 100 rows. */
export const BULK_MAX = 100;
const versionSchema = z.number().int().min(1);
const bulkLeads = z
  .array(z.object({ id: z.string().min(1).max(64), version: versionSchema }))
  .min(1, "Select at least one lead")
  .max(BULK_MAX, `Select at most ${BULK_MAX} leads`)
  .refine((leads) => new Set(leads.map((l) => l.id)).size === leads.length, "A lead is listed twice");

/**
 * POST /v1/Leads/{kind}/Bulk: one action on the selected leads, each with the version the screen showed.
 * All or nothing: an unknown lead is a 404, a stale version a 409, and nothing changes.
 */
export const leadBulkSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("assign"),
    leads: bulkLeads,
    assignedTo: z.string().min(1).max(64).nullable(),
  }),
  z.object({ action: z.literal("status"), leads: bulkLeads, leadStatus: leadStatusSchema }),
  z.object({ action: z.literal("spam"), leads: bulkLeads }),
  z.object({ action: z.literal("delete"), leads: bulkLeads }),
]);
export type LeadBulk = z.infer<typeof leadBulkSchema>;
export type LeadBulkAction = LeadBulk["action"];

export const leadBulkResultSchema = z.object({ count: z.number().int() });
