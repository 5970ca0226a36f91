import type { FastifyInstance } from "fastify";
import { replyApi } from "~/contract/endpoints/replies";
import type { AppContext } from "../../context";
import { notFound } from "../../platform/errors";
import { composerFor, deleteDraft, saveDraft } from "./replies/drafts";
import { filledTemplate } from "./replies/filled-template";
import { sendReply } from "./replies/send";
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from "./replies/templates";
import { adminRoute } from "../identity";
import { serve, staffOf } from "../../platform/http/route-helpers";

const tags = ["Replies"];

/** Replies from the lead's page, their drafts, and the templates they start from (issue 26). Staff. */
export function replyRoutes(app: FastifyInstance, ctx: AppContext) {
  const staff = adminRoute(ctx, tags, "staff");

  serve(app, replyApi.templates, staff, async () => ({ isSuccess: true, data: await listTemplates(ctx) }));

  serve(app, replyApi.createTemplate, staff, async (req) => ({
    isSuccess: true,
    message: "Template created.",
    data: await createTemplate(ctx, req.body, staffOf(req).email),
  }));

  serve(app, replyApi.updateTemplate, staff, async (req) => ({
    isSuccess: true,
    message: "Template updated.",
    data: await updateTemplate(ctx, req.params.id, req.body, staffOf(req).email),
  }));

  serve(app, replyApi.removeTemplate, staff, async (req) => {
    if (!(await deleteTemplate(ctx, req.params.id))) throw notFound("Template");
    return { isSuccess: true, message: "Template deleted." };
  });

  serve(app, replyApi.composer, staff, async (req) => ({
    isSuccess: true,
    data: await composerFor(ctx, req.params.kind, req.params.id, staffOf(req).adminId),
  }));

  serve(app, replyApi.filled, staff, async (req) => {
    const { kind, id, templateId } = req.params;
    return { isSuccess: true, data: await filledTemplate(ctx, kind, id, templateId, staffOf(req)) };
  });

  serve(app, replyApi.saveDraft, staff, async (req) => ({
    isSuccess: true,
    message: "Draft saved.",
    data: await saveDraft(ctx, req.params.kind, req.params.id, staffOf(req).adminId, req.body),
  }));

  serve(app, replyApi.discardDraft, staff, async (req) => {
    const { kind, id } = req.params;
    if (!(await deleteDraft(ctx.db, kind, id, staffOf(req).adminId))) throw notFound("Draft");
    return { isSuccess: true, message: "Draft discarded." };
  });

  serve(app, replyApi.send, staff, async (req) => ({
    isSuccess: true,
    message: "Reply sent.",
    data: await sendReply(ctx, req.meta, req.params.kind, req.params.id, req.body, staffOf(req)),
  }));
}
