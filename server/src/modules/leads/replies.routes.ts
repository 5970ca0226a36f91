import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, idParamSchema, messageAnswerSchema } from "~/contract/envelope";
import { leadParamsSchema } from "~/contract/leads";
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
} from "~/contract/replies";
import type { AppContext } from "../../context";
import { notFound } from "../../platform/errors";
import { composerFor, deleteDraft, saveDraft } from "./replies/drafts";
import { filledTemplate } from "./replies/filled-template";
import { sendReply } from "./replies/send";
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from "./replies/templates";
import { adminRoute } from "../identity";
import { ADMIN_ERRORS, answers, staffOf } from "../../platform/http/route-helpers";

const tags = ["Replies"];

/** Replies from the lead's page, their drafts, and the templates they start from (issue 26). Staff. */
export function replyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = adminRoute(ctx, tags, "staff");

  r.get(
    "/v1/ReplyTemplates",
    staff({
      response: answers(envelope(z.array(replyTemplateSchema)), 401),
      summary: "Reply templates, by name",
    }),
    async () => ({ isSuccess: true, data: await listTemplates(ctx) }),
  );

  const create = {
    body: replyTemplateInputSchema,
    response: answers(envelope(replyTemplateSchema), 400, 401, 409),
    summary: "Add a reply template (400 naming any unknown placeholder; 409 when the name is taken)",
  };
  r.post("/v1/ReplyTemplates", staff(create), async (req) => ({
    isSuccess: true,
    message: "Template created.",
    data: await createTemplate(ctx, req.body, staffOf(req).email),
  }));

  const update = {
    params: idParamSchema,
    body: replyTemplateUpdateSchema,
    response: answers(envelope(replyTemplateSchema), ...ADMIN_ERRORS, 409),
    summary: "Change a reply template (409 when the version is stale or the name taken)",
  };
  r.put("/v1/ReplyTemplates/:id", staff(update), async (req) => ({
    isSuccess: true,
    message: "Template updated.",
    data: await updateTemplate(ctx, req.params.id, req.body, staffOf(req).email),
  }));

  const remove = {
    params: idParamSchema,
    response: answers(messageAnswerSchema, ...ADMIN_ERRORS),
    summary: "Delete a reply template",
  };
  r.delete("/v1/ReplyTemplates/:id", staff(remove), async (req) => {
    if (!(await deleteTemplate(ctx, req.params.id))) throw notFound("Template");
    return { isSuccess: true, message: "Template deleted." };
  });

  const composer = {
    params: leadParamsSchema,
    response: answers(envelope(composerSchema), ...ADMIN_ERRORS),
    summary: "The reply composer of a lead: its address, the prefilled subject and your draft",
  };
  r.get("/v1/Leads/:kind/:id/Reply", staff(composer), async (req) => ({
    isSuccess: true,
    data: await composerFor(ctx, req.params.kind, req.params.id, staffOf(req).adminId),
  }));

  const filled = {
    params: leadParamsSchema.extend({ templateId: idParamSchema.shape.id }),
    response: answers(envelope(filledReplySchema), ...ADMIN_ERRORS),
    summary: "A template filled for this lead, for the composer (a placeholder without a value stays)",
  };
  r.get("/v1/Leads/:kind/:id/Reply/Templates/:templateId", staff(filled), async (req) => {
    const { kind, id, templateId } = req.params;
    return { isSuccess: true, data: await filledTemplate(ctx, kind, id, templateId, staffOf(req).email) };
  });

  const draft = {
    params: leadParamsSchema,
    body: replyDraftInputSchema,
    response: answers(envelope(replyDraftSchema), ...ADMIN_ERRORS),
    summary: "Keep your draft reply to a lead (one per lead and member, until sent)",
  };
  r.put("/v1/Leads/:kind/:id/Reply/Draft", staff(draft), async (req) => ({
    isSuccess: true,
    message: "Draft saved.",
    data: await saveDraft(ctx, req.params.kind, req.params.id, staffOf(req).adminId, req.body),
  }));

  const discard = {
    params: leadParamsSchema,
    response: answers(messageAnswerSchema, ...ADMIN_ERRORS),
    summary: "Discard your draft reply to a lead",
  };
  r.delete("/v1/Leads/:kind/:id/Reply/Draft", staff(discard), async (req) => {
    const { kind, id } = req.params;
    if (!(await deleteDraft(ctx.db, kind, id, staffOf(req).adminId))) throw notFound("Draft");
    return { isSuccess: true, message: "Draft discarded." };
  });

  const send = {
    params: leadParamsSchema,
    body: replySendSchema,
    response: answers(envelope(replySentSchema), ...ADMIN_ERRORS, 429, 503),
    summary: "Send a reply to the lead (Reply-To you, threaded); a New lead becomes Contacted",
  };
  r.post("/v1/Leads/:kind/:id/Reply", staff(send), async (req) => ({
    isSuccess: true,
    message: "Reply sent.",
    data: await sendReply(ctx, req.meta, req.params.kind, req.params.id, req.body, staffOf(req)),
  }));
}
