import { envelope, messageAnswerSchema } from "~/contract/envelope";
import type { LeadKind } from "~/contract/lead-status";
import {
  type Composer,
  composerSchema,
  type FilledReply,
  filledReplySchema,
  type ReplyDraftInput,
  replyDraftSchema,
  type ReplySend,
  type ReplySent,
  replySentSchema,
  type ReplyTemplate,
  type ReplyTemplateInput,
  replyTemplateSchema,
} from "~/contract/replies";
import { request, requestData } from "~/lib/http/api-client";
import { z } from "zod";

const id = encodeURIComponent;
const reply = (kind: LeadKind, leadId: string) => `/v1/Leads/${kind}/${id(leadId)}/Reply`;

/** GET /v1/ReplyTemplates: every template, by name. */
export async function listTemplates(): Promise<ReplyTemplate[]> {
  const answer = await request(
    envelope(z.array(replyTemplateSchema)),
    { method: "GET", url: "/v1/ReplyTemplates" },
    "Failed to fetch templates",
  );
  return answer.data ?? [];
}

/** POST /v1/ReplyTemplates, or PUT /v1/ReplyTemplates/{id} with the version on screen (409 when stale). */
export async function saveTemplate(input: ReplyTemplateInput, existing?: { _id: string; version: number }) {
  const config = existing
    ? {
        method: "PUT",
        url: `/v1/ReplyTemplates/${id(existing._id)}`,
        data: { ...input, version: existing.version },
      }
    : { method: "POST", url: "/v1/ReplyTemplates", data: input };
  await request(envelope(replyTemplateSchema), config, "Failed to save template");
}

export async function deleteTemplate(templateId: string): Promise<void> {
  const url = `/v1/ReplyTemplates/${id(templateId)}`;
  await request(messageAnswerSchema, { method: "DELETE", url }, "Failed to delete template");
}

/** GET …/Reply: the lead's address, the prefilled subject and the member's draft. */
export async function getComposer(kind: LeadKind, leadId: string): Promise<Composer> {
  return requestData(composerSchema, { method: "GET", url: reply(kind, leadId) }, "Failed to open the reply");
}

/** GET …/Reply/Templates/{id}: a template filled for this lead. */
export async function fillTemplate(kind: LeadKind, leadId: string, templateId: string): Promise<FilledReply> {
  const url = `${reply(kind, leadId)}/Templates/${id(templateId)}`;
  return requestData(filledReplySchema, { method: "GET", url }, "Failed to use the template");
}

export async function saveDraft(kind: LeadKind, leadId: string, draft: ReplyDraftInput): Promise<void> {
  const url = `${reply(kind, leadId)}/Draft`;
  await request(envelope(replyDraftSchema), { method: "PUT", url, data: draft }, "Failed to save the draft");
}

export async function discardDraft(kind: LeadKind, leadId: string): Promise<void> {
  const url = `${reply(kind, leadId)}/Draft`;
  await request(messageAnswerSchema, { method: "DELETE", url }, "Failed to discard the draft");
}

/** POST …/Reply: sends it; a New lead becomes Contacted. */
export async function sendReply(kind: LeadKind, leadId: string, mail: ReplySend): Promise<ReplySent> {
  return requestData(
    replySentSchema,
    { method: "POST", url: reply(kind, leadId), data: mail },
    "Failed to send the reply",
  );
}
