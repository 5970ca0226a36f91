import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contactFormSchema, contactSchema, contactUpdateSchema } from "~/contract/contact";
import { envelope, idParamSchema, messageAnswerSchema } from "~/contract/envelope";
import { leadListQuerySchema } from "~/contract/leads";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { deleteContact, findContact, listContacts, storeContact, toContact } from "./contacts";
import { changeLead } from "./lead-changes";
import { notifyContactReceived } from "./notify";
import { screenSubmission } from "./spam";
import { visitorIdOf } from "../visitors";
import { deleteHandler } from "../audit";
import { adminRoute } from "../identity";
import {
  ADMIN_ERRORS,
  answers,
  deleteById,
  found,
  pagedList,
  perClientLimit,
  publicRoute,
  recordAnswers,
  staffOf,
} from "../../platform/http/route-helpers";

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = publicRoute(tags);
  const admin = adminRoute(ctx, tags, "staff");
  const one = recordAnswers(contactSchema);
  const summary = "Public contact form: store and notify the company";

  r.post(
    "/v1/Contact/ContactUsMailSend",
    open({ body: contactFormSchema, response: answers(messageAnswerSchema, 400, 429), summary }),
    async (req) => {
      await publicFormLimit(ctx, req);
      const { spam, fields } = screenSubmission(ctx, req.body);
      const visitorId = await visitorIdOf(ctx, req.ip);
      const row = await storeContact(ctx, fields, "form", { visitorId, spam });
      // A bot gets a person's answer; its message waits as Spam and notifies nobody (ADR 0028).
      if (!spam) await notifyContactReceived(ctx, row);
      return { isSuccess: true, message: CONTACT_THANKS };
    },
  );

  const created = answers(envelope(contactSchema), 400, 429);
  r.post(
    "/v1/Contact/Create",
    open({ body: contactFormSchema, response: created, summary: "Create a contact" }),
    async (req) => {
      await publicFormLimit(ctx, req);
      const { spam, fields } = screenSubmission(ctx, req.body);
      const visitorId = await visitorIdOf(ctx, req.ip);
      const row = await storeContact(ctx, fields, "create", { visitorId, spam });
      // Kept as Spam, shown to the caller as New: a bot learns nothing.
      const data = { ...toContact(row), leadStatus: "new" as const };
      return { isSuccess: true, message: "Contact created.", data };
    },
  );

  r.get(
    "/v1/Contact/GetAll",
    admin({
      ...pagedList(contactSchema, leadListQuerySchema),
      summary: "One page of contacts (page 1 of 10 by default), with search and a status filter",
    }),
    async (req) => ({
      isSuccess: true,
      ...(await listContacts(ctx, req.query, staffOf(req).adminId)),
    }),
  );

  const byId = { params: idParamSchema, response: one, summary: "One contact" };
  r.get("/v1/Contact/GetById/:id", admin(byId), (req) => found("Contact", findContact(ctx, req.params.id)));

  const update = {
    params: idParamSchema,
    body: contactUpdateSchema,
    response: answers(envelope(contactSchema), ...ADMIN_ERRORS, 409),
    summary: "Update a contact: its fields and/or its lead status (409 when the version is stale)",
  };
  r.put("/v1/Contact/Update/:id", admin(update), async (req) => {
    const { leadStatus, version, ...fields } = req.body;
    const change = { leadStatus, version, fields };
    const { row } = await changeLead(ctx, req.meta, "contact", req.params.id, change, staffOf(req).email);
    return { isSuccess: true, message: "Contact updated.", data: toContact(row) };
  });

  const remove = { ...deleteById, summary: "Delete a contact" };
  r.delete(
    "/v1/Contact/Delete/:id",
    admin(remove),
    deleteHandler(ctx, "Contact", AuditEvent.contactDeleted, deleteContact),
  );
}
