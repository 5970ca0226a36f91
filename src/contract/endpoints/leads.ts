import { z } from "zod";
import { endpoint } from "../endpoint";
import { contactSchema } from "../contact";
import { demoRequestSchema } from "../demo";
import { envelope, idParamSchema, messageAnswerSchema } from "../envelope";
import { leadBulkResultSchema, leadBulkSchema, leadExportQuerySchema } from "../lead-list";
import {
  demoConfirmSchema,
  leadAssignSchema,
  leadBacklogSchema,
  leadCountsQuerySchema,
  leadDetailSchema,
  leadKindSchema,
  leadNoteInputSchema,
  leadNoteSchema,
  leadParamsSchema,
  leadStatusChangeSchema,
  leadStatusCountsSchema,
  leadValueChangeSchema,
  staffMemberSchema,
  timelineSchema,
} from "../leads";
import { manualLeadSchema } from "../manual-lead";

const kindParams = z.object({ kind: leadKindSchema });
const detail = envelope(leadDetailSchema);
const note = envelope(leadNoteSchema);
const demoRequest = envelope(demoRequestSchema);

/**
 * The work on a lead after it arrives: its page, status counts, notes, assignee, value, a demo request's
 * status and confirmation by hand (admin only). A contact's status goes through contactApi.update.
 */
export const leadsApi = {
  statusCounts: endpoint({
    method: "GET",
    path: "/v1/Leads/StatusCounts/:kind",
    params: kindParams,
    query: leadCountsQuerySchema,
    response: envelope(leadStatusCountsSchema),
    errors: [400, 401],
    summary: "How many contacts or demo requests have each status (the search applied)",
    failed: "Failed to fetch counts",
  }),
  backlog: endpoint({
    method: "GET",
    path: "/v1/Leads/Backlog",
    response: envelope(leadBacklogSchema),
    errors: [401],
    summary: "New leads of both kinds, and how many of them are past their reply time",
    failed: "Failed to fetch lead figures",
  }),
  bulk: endpoint({
    method: "POST",
    path: "/v1/Leads/:kind/Bulk",
    params: kindParams,
    body: leadBulkSchema,
    response: envelope(leadBulkResultSchema),
    errors: [400, 401, 403, 404, 409],
    summary:
      "Assign, set the status of, mark as spam or delete the selected leads in one transaction (all or nothing)",
    failed: "Failed to update the selected leads",
  }),
  /** The answer is the CSV itself (text/csv), streamed; the schema only documents it. */
  export: endpoint({
    method: "GET",
    path: "/v1/Leads/:kind/Export",
    params: kindParams,
    query: leadExportQuerySchema,
    response: z.string().describe("text/csv"),
    errors: [400, 401, 403],
    summary: "The list's CSV with every filter, the search and the sort of the screen, streamed",
    failed: "Failed to export",
  }),
  detail: endpoint({
    method: "GET",
    path: "/v1/Leads/:kind/:id",
    params: leadParamsSchema,
    response: detail,
    errors: [400, 401, 404],
    summary: "One contact or demo request with its notes",
    failed: "Failed to fetch lead",
  }),
  timeline: endpoint({
    method: "GET",
    path: "/v1/Leads/:kind/:id/Timeline",
    params: leadParamsSchema,
    response: envelope(timelineSchema),
    errors: [400, 401, 404],
    summary: "Everything about the lead's person (same email or phone), oldest first",
    failed: "Failed to fetch timeline",
  }),
  staff: endpoint({
    method: "GET",
    path: "/v1/Leads/Staff",
    response: envelope(z.array(staffMemberSchema)),
    errors: [401],
    summary: "Staff members a lead can be assigned to",
    failed: "Failed to fetch staff",
  }),
  assign: endpoint({
    method: "PUT",
    path: "/v1/Leads/:kind/:id/Assignee",
    params: leadParamsSchema,
    body: leadAssignSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404, 409],
    summary: "Assign a lead to a staff member (emails them) or to nobody",
    failed: "Failed to assign lead",
  }),
  value: endpoint({
    method: "PUT",
    path: "/v1/Leads/:kind/:id/Value",
    params: leadParamsSchema,
    body: leadValueChangeSchema,
    response: detail,
    errors: [400, 401, 404, 409],
    summary: "Set or clear a lead's estimated value in rupees (409 when the version is stale)",
    failed: "Failed to save value",
  }),
  demoStatus: endpoint({
    method: "PUT",
    path: "/v1/Contact/DemoRequests/:id",
    params: idParamSchema,
    body: leadStatusChangeSchema,
    response: demoRequest,
    errors: [400, 401, 404, 409],
    summary: "Change a demo request's lead status (409 when the version is stale)",
    failed: "Failed to update status",
  }),
  demoConfirm: endpoint({
    method: "POST",
    path: "/v1/Contact/DemoRequests/:id/Confirm",
    params: idParamSchema,
    body: demoConfirmSchema,
    response: demoRequest,
    errors: [400, 401, 404, 409],
    summary: "Confirm a demo request by hand, without its code (409 when stale or already confirmed)",
    failed: "Failed to confirm",
  }),
  addContact: endpoint({
    method: "POST",
    path: "/v1/Leads/Contacts",
    body: manualLeadSchema,
    response: envelope(contactSchema),
    errors: [400, 401, 403],
    summary: "Add a lead by hand (a call, a walk-in): a New contact with its source, logged as yours",
    failed: "Failed to add lead",
  }),
  addNote: endpoint({
    method: "POST",
    path: "/v1/Leads/:kind/:id/Notes",
    params: leadParamsSchema,
    body: leadNoteInputSchema,
    response: note,
    errors: [400, 401, 404],
    summary: "Add a note to a lead, signed with the admin's email",
    failed: "Failed to add note",
  }),
  editNote: endpoint({
    method: "PUT",
    path: "/v1/Leads/Notes/:id",
    params: idParamSchema,
    body: leadNoteInputSchema,
    response: note,
    errors: [400, 401, 404, 403],
    summary: "Edit a note (its author only)",
    failed: "Failed to update note",
  }),
  removeNote: endpoint({
    method: "DELETE",
    path: "/v1/Leads/Notes/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404, 403],
    summary: "Delete a note (its author only)",
    failed: "Failed to delete note",
  }),
};
