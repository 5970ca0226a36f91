import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { count, desc, eq } from "drizzle-orm";
import { contactFormSchema, contactInputSchema, HONEYPOT_FIELD } from "~/contract/contact";
import { idParamSchema, pageQuerySchema } from "~/contract/envelope";
import type { AppContext } from "../context";
import { contacts } from "../db/schema";
import { clientKey } from "../lib/client-key";
import { notFound } from "../lib/errors";
import { newId } from "../lib/ids";
import { consume } from "../lib/rate-limit";
import { AuditEvent, recordAudit } from "../services/audit";
import { adminOnly, bearer, pageWithTotal, searchMatches } from "./shared";

const tags = ["Contact"];
const TEN_MINUTES = 10 * 60 * 1000;
export const CONTACT_THANKS = "Thank you! Your message has been sent successfully.";

type Row = Omit<typeof contacts.$inferSelect, "search">;
const toContact = (c: Row) => ({
  _id: c.id,
  name: c.name,
  email: c.email,
  phone: c.phone,
  message: c.message,
  createdAt: c.createdAt.toISOString(),
});

/** Per-IP limit shared by the public forms (429 with Retry-After). */
export const publicFormLimit = (ctx: AppContext, req: FastifyRequest) =>
  consume(
    ctx.limiter,
    `forms:ip:${clientKey(req)}`,
    ctx.config.limits.publicForms,
    TEN_MINUTES,
    "Too many messages. Please try again later.",
  );

export function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: adminOnly(ctx) };

  async function store(
    body: { name: string; email: string; phone: string; message: string },
    source: string,
  ) {
    const row = { id: newId(), ...body, source, createdAt: ctx.clock() };
    await ctx.db.insert(contacts).values(row);
    return row;
  }

  async function notifyCompany(row: Row) {
    try {
      await ctx.outbox.send({
        channel: "email",
        to: ctx.config.companyEmail,
        subject: `New contact message from ${row.name}`,
        text: `Name: ${row.name}\nEmail: ${row.email}\nPhone: ${row.phone || "-"}\nReceived: ${row.createdAt.toISOString()}\n\n${row.message}`,
      });
    } catch {
      // Stored already; the admin list shows it even when the mail could not go out.
    }
  }

  r.post(
    "/v1/Contact/ContactUsMailSend",
    {
      schema: { tags, body: contactFormSchema, summary: "Public contact form: store and notify the company" },
    },
    async (req) => {
      await publicFormLimit(ctx, req);
      const { [HONEYPOT_FIELD]: trap, ...body } = req.body;
      // A filled honeypot is a bot: same answer, nothing stored or sent.
      if (trap) return { isSuccess: true, message: CONTACT_THANKS };
      await notifyCompany(await store(body, "form"));
      return { isSuccess: true, message: CONTACT_THANKS };
    },
  );

  r.post(
    "/v1/Contact/Create",
    { schema: { tags, body: contactFormSchema, summary: "Create a contact" } },
    async (req) => {
      await publicFormLimit(ctx, req);
      const { [HONEYPOT_FIELD]: trap, ...body } = req.body;
      if (trap) {
        return {
          isSuccess: true,
          message: "Contact created.",
          data: toContact({ id: newId(), ...body, source: "trap", createdAt: ctx.clock() }),
        };
      }
      const row = await store(body, "create");
      return { isSuccess: true, message: "Contact created.", data: toContact(row) };
    },
  );

  r.get(
    "/v1/Contact/GetAll",
    {
      ...admin,
      schema: {
        tags,
        security: bearer,
        querystring: pageQuerySchema,
        summary: "One page of contacts (page 1 of 10 by default), with search",
      },
    },
    async (req) => {
      const q = req.query;
      const order = [desc(contacts.createdAt), desc(contacts.id)];
      const where = q.search ? searchMatches(contacts.search, q.search) : undefined;
      const { rows, total } = await pageWithTotal(
        q,
        (limit, offset) =>
          ctx.db
            .select()
            .from(contacts)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        async () => (await ctx.db.select({ n: count() }).from(contacts).where(where))[0]?.n ?? 0,
      );
      return { isSuccess: true, data: rows.map(toContact), total };
    },
  );

  r.get(
    "/v1/Contact/GetById/:id",
    { ...admin, schema: { tags, security: bearer, params: idParamSchema, summary: "One contact" } },
    async (req) => {
      const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, req.params.id)).limit(1);
      if (!row) throw notFound("Contact");
      return { isSuccess: true, data: toContact(row) };
    },
  );

  r.put(
    "/v1/Contact/Update/:id",
    {
      ...admin,
      schema: {
        tags,
        security: bearer,
        params: idParamSchema,
        body: contactInputSchema,
        summary: "Update a contact",
      },
    },
    async (req) => {
      const [row] = await ctx.db
        .update(contacts)
        .set(req.body)
        .where(eq(contacts.id, req.params.id))
        .returning();
      if (!row) throw notFound("Contact");
      return { isSuccess: true, message: "Contact updated.", data: toContact(row) };
    },
  );

  r.delete(
    "/v1/Contact/Delete/:id",
    { ...admin, schema: { tags, security: bearer, params: idParamSchema, summary: "Delete a contact" } },
    async (req) => {
      const gone = await ctx.db
        .delete(contacts)
        .where(eq(contacts.id, req.params.id))
        .returning({ id: contacts.id });
      await recordAudit(ctx, req, AuditEvent.contactDeleted, gone.length ? "success" : "failure", {
        detail: { id: req.params.id },
      });
      if (!gone.length) throw notFound("Contact");
      return { isSuccess: true, message: "Contact deleted." };
    },
  );
}
