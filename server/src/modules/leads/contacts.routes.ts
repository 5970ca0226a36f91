import type { FastifyInstance, FastifyRequest } from "fastify";
import { contactApi } from "~/contract/endpoints/contact";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { deleteContact, findContact, listContacts, storeContact, toContact } from "./contacts";
import { acknowledgeContact } from "./contact-ack";
import { changeLead } from "./lead-changes";
import { notifyContactReceived } from "./notify";
import { screenSubmission } from "./spam";
import { visitorIdOf } from "../visitors";
import { deleteHandler } from "../audit";
import { adminRoute } from "../identity";
import { found, perClientLimit, publicRoute, serve, staffOf } from "../../platform/http/route-helpers";

const tags = ["Contact"];
export const CONTACT_THANKS = "Thank you! Your message has been sent successfully.";

/** Per-IP limit shared by the public forms (429 with Retry-After). */
export const publicFormLimit = (ctx: AppContext, req: FastifyRequest) =>
  perClientLimit(
    ctx,
    "forms",
    ctx.config.limits.publicForms,
    "Too many messages. Please try again later.",
  )(req);

export function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = publicRoute(tags);
  const admin = adminRoute(ctx, tags, "staff");
  // A delete needs a recent step-up, whatever the role (docs/product.md §6).
  const sensitive = adminRoute(ctx, tags, "staff", { stepUp: true });

  serve(app, contactApi.send, open, async (req) => {
    await publicFormLimit(ctx, req);
    const { spam, fields } = screenSubmission(ctx, req.body);
    const visitorId = await visitorIdOf(ctx, req.ip);
    const row = await storeContact(ctx, fields, "form", { visitorId, spam });
    // A bot gets a person's answer; its message waits as Spam and notifies nobody (ADR 0028).
    if (!spam) {
      await notifyContactReceived(ctx, row);
      // The visitor's copy goes after the answer: the form never waits for it.
      ctx.background.later(req.meta.answered, "contact acknowledgement", () => acknowledgeContact(ctx, row));
    }
    return { isSuccess: true, message: CONTACT_THANKS };
  });

  serve(app, contactApi.create, open, async (req) => {
    await publicFormLimit(ctx, req);
    const { spam, fields } = screenSubmission(ctx, req.body);
    const visitorId = await visitorIdOf(ctx, req.ip);
    const row = await storeContact(ctx, fields, "create", { visitorId, spam });
    // Kept as Spam, shown to the caller as New: a bot learns nothing.
    const data = { ...toContact(row), leadStatus: "new" as const };
    return { isSuccess: true, message: "Contact created.", data };
  });

  serve(app, contactApi.list, admin, async (req) => ({
    isSuccess: true,
    ...(await listContacts(ctx, req.query, staffOf(req).adminId)),
  }));

  serve(app, contactApi.get, admin, (req) => found("Contact", findContact(ctx, req.params.id)));

  serve(app, contactApi.update, admin, async (req) => {
    const { leadStatus, version, ...fields } = req.body;
    const change = { leadStatus, version, fields };
    const { row } = await changeLead(ctx, req.meta, "contact", req.params.id, change, staffOf(req).email);
    return { isSuccess: true, message: "Contact updated.", data: toContact(row) };
  });

  serve(
    app,
    contactApi.remove,
    sensitive,
    deleteHandler(ctx, "Contact", AuditEvent.contactDeleted, deleteContact),
  );
}
