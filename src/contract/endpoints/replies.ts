import { z } from "zod";
import { endpoint } from "../endpoint";
import { envelope, idParamSchema, messageAnswerSchema } from "../envelope";
import { leadParamsSchema } from "../leads";
import {
  composerSchema,
  filledReplySchema,
  replyDraftInputSchema,
  replyDraftSchema,
  replySendSchema,
  replySentSchema,
  replyTemplateInputSchema,
  replyTemplateSchema,
  replyTemplateUpdateSchema,
} from "../replies";

const template = envelope(replyTemplateSchema);

/** Replies from the lead's page, their drafts, and the templates they start from (issue 26, staff). */
export const replyApi = {
  templates: endpoint({
    method: "GET",
    path: "/v1/ReplyTemplates",
    response: envelope(z.array(replyTemplateSchema)),
    errors: [401],
    summary: "Reply templates, by name",
    failed: "Failed to fetch templates",
  }),
  createTemplate: endpoint({
    method: "POST",
    path: "/v1/ReplyTemplates",
    body: replyTemplateInputSchema,
    response: template,
    errors: [400, 401, 409],
    summary: "Add a reply template (400 naming any unknown placeholder; 409 when the name is taken)",
    failed: "Failed to save template",
  }),
  updateTemplate: endpoint({
    method: "PUT",
    path: "/v1/ReplyTemplates/:id",
    params: idParamSchema,
    body: replyTemplateUpdateSchema,
    response: template,
    errors: [400, 401, 404, 409],
    summary: "Change a reply template (409 when the version is stale or the name taken)",
    failed: "Failed to save template",
  }),
  removeTemplate: endpoint({
    method: "DELETE",
    path: "/v1/ReplyTemplates/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404],
    summary: "Delete a reply template",
    failed: "Failed to delete template",
  }),
  composer: endpoint({
    method: "GET",
    path: "/v1/Leads/:kind/:id/Reply",
    params: leadParamsSchema,
    response: envelope(composerSchema),
    errors: [400, 401, 404],
    summary: "The reply composer of a lead: its address, the prefilled subject and your draft",
    failed: "Failed to open the reply",
  }),
  filled: endpoint({
    method: "GET",
    path: "/v1/Leads/:kind/:id/Reply/Templates/:templateId",
    params: leadParamsSchema.extend({ templateId: idParamSchema.shape.id }),
    response: envelope(filledReplySchema),
    errors: [400, 401, 404],
    summary: "A template filled for this lead, for the composer (a placeholder without a value stays)",
    failed: "Failed to use the template",
  }),
  saveDraft: endpoint({
    method: "PUT",
    path: "/v1/Leads/:kind/:id/Reply/Draft",
    params: leadParamsSchema,
    body: replyDraftInputSchema,
    response: envelope(replyDraftSchema),
    errors: [400, 401, 404],
    summary: "Keep your draft reply to a lead (one per lead and member, until sent)",
    failed: "Failed to save the draft",
  }),
  discardDraft: endpoint({
    method: "DELETE",
    path: "/v1/Leads/:kind/:id/Reply/Draft",
    params: leadParamsSchema,
    response: messageAnswerSchema,
    errors: [400, 401, 404],
    summary: "Discard your draft reply to a lead",
    failed: "Failed to discard the draft",
  }),
  send: endpoint({
    method: "POST",
    path: "/v1/Leads/:kind/:id/Reply",
    params: leadParamsSchema,
    body: replySendSchema,
    response: envelope(replySentSchema),
    errors: [400, 401, 404, 429, 503],
    summary: "Send a reply to the lead (Reply-To you, threaded); a New lead becomes Contacted",
    failed: "Failed to send the reply",
  }),
};
