import { type Contact, contactSchema } from "~/contract/contact";
import { type ManualLeadInput, manualLeadSchema } from "~/contract/manual-lead";
import { demoRequestSchema } from "~/contract/demo";
import { envelope, messageAnswerSchema } from "~/contract/envelope";
import {
  type DemoConfirm,
  demoConfirmSchema,
  type LeadDetail,
  leadDetailSchema,
  type LeadKind,
  type LeadNote,
  leadNoteSchema,
  type LeadStatus,
  type LeadStatusCounts,
  leadStatusCountsSchema,
  type LeadBacklog,
  leadBacklogSchema,
  type StaffMember,
  staffMemberSchema,
  type Timeline,
  timelineSchema,
} from "~/contract/leads";
import { request, requestData } from "~/lib/http/api-client";
import { z } from "zod";

const id = encodeURIComponent;

/** GET /v1/Leads/{kind}/{id}: the whole lead with its notes. */
export async function getLead(kind: LeadKind, leadId: string): Promise<LeadDetail> {
  const url = `/v1/Leads/${kind}/${id(leadId)}`;
  return requestData(leadDetailSchema, { method: "GET", url }, "Failed to fetch lead");
}

/** GET /v1/Leads/StatusCounts/{kind}: how many leads have each status, the search applied. */
export async function getStatusCounts(kind: LeadKind, search: string): Promise<LeadStatusCounts> {
  const params = search.trim() ? { search: search.trim() } : {};
  return requestData(
    leadStatusCountsSchema,
    { method: "GET", url: `/v1/Leads/StatusCounts/${kind}`, params },
    "Failed to fetch counts",
  );
}

/**
 * A new status: contacts through the spec's PUT /v1/Contact/Update/{id}, demo requests through
 * PUT /v1/Contact/DemoRequests/{id}. `version` is the one on screen (409 when someone changed it since).
 */
export async function setLeadStatus(
  kind: LeadKind,
  leadId: string,
  leadStatus: LeadStatus,
  version: number,
): Promise<string | undefined> {
  const url =
    kind === "contact" ? `/v1/Contact/Update/${id(leadId)}` : `/v1/Contact/DemoRequests/${id(leadId)}`;
  const schema = envelope(kind === "contact" ? contactSchema : demoRequestSchema);
  const answer = await request(
    schema,
    { method: "PUT", url, data: { leadStatus, version } },
    "Failed to update status",
  );
  // "Not spam" on a demo request without a code says whether its visitor was mailed a link.
  return answer.message;
}

/** POST /v1/Contact/DemoRequests/{id}/Confirm: confirmed by hand, with an optional note; 409 when stale. */
export async function confirmDemoByHand(leadId: string, input: DemoConfirm): Promise<void> {
  const url = `/v1/Contact/DemoRequests/${id(leadId)}/Confirm`;
  const data = demoConfirmSchema.parse(input);
  await request(envelope(demoRequestSchema), { method: "POST", url, data }, "Failed to confirm");
}

/** POST /v1/Leads/Contacts: a lead staff enter by hand (a call, a walk-in); answers the new contact. */
export async function addLeadByHand(input: ManualLeadInput): Promise<Contact> {
  const data = manualLeadSchema.parse(input);
  return requestData(
    contactSchema,
    { method: "POST", url: "/v1/Leads/Contacts", data },
    "Failed to add lead",
  );
}

export async function addNote(kind: LeadKind, leadId: string, body: string): Promise<LeadNote | undefined> {
  const url = `/v1/Leads/${kind}/${id(leadId)}/Notes`;
  const answer = await request(
    envelope(leadNoteSchema),
    { method: "POST", url, data: { body } },
    "Failed to add note",
  );
  return answer.data;
}

export async function editNote(noteId: string, body: string): Promise<void> {
  const url = `/v1/Leads/Notes/${id(noteId)}`;
  await request(envelope(leadNoteSchema), { method: "PUT", url, data: { body } }, "Failed to update note");
}

export async function deleteNote(noteId: string): Promise<void> {
  const url = `/v1/Leads/Notes/${id(noteId)}`;
  await request(messageAnswerSchema, { method: "DELETE", url }, "Failed to delete note");
}

/** GET /v1/Leads/{kind}/{id}/Timeline: everything about the lead's person, oldest first. */
export async function getTimeline(kind: LeadKind, leadId: string): Promise<Timeline> {
  const url = `/v1/Leads/${kind}/${id(leadId)}/Timeline`;
  return requestData(timelineSchema, { method: "GET", url }, "Failed to fetch timeline");
}

/** GET /v1/Leads/Backlog: New leads and the overdue ones among them. */
export async function getLeadBacklog(): Promise<LeadBacklog> {
  return requestData(
    leadBacklogSchema,
    { method: "GET", url: "/v1/Leads/Backlog" },
    "Failed to fetch lead figures",
  );
}

/** GET /v1/Leads/Staff: who a lead can be assigned to. */
export async function listStaff(): Promise<StaffMember[]> {
  const answer = await request(
    envelope(z.array(staffMemberSchema)),
    { method: "GET", url: "/v1/Leads/Staff" },
    "Failed to fetch staff",
  );
  return answer.data ?? [];
}

/** PUT /v1/Leads/{kind}/{id}/Value: the estimated value in rupees, or null to clear it (409 when stale). */
export async function setLeadValue(kind: LeadKind, leadId: string, value: number | null, version: number) {
  const url = `/v1/Leads/${kind}/${id(leadId)}/Value`;
  await request(
    envelope(leadDetailSchema),
    { method: "PUT", url, data: { value, version } },
    "Failed to save value",
  );
}

/** PUT /v1/Leads/{kind}/{id}/Assignee: to a staff member (they get an email) or to nobody. */
export async function assignLead(kind: LeadKind, leadId: string, assignedTo: string | null, version: number) {
  const url = `/v1/Leads/${kind}/${id(leadId)}/Assignee`;
  await request(
    messageAnswerSchema,
    { method: "PUT", url, data: { assignedTo, version } },
    "Failed to assign lead",
  );
}
