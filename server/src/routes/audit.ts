import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { count, desc, eq } from "drizzle-orm";
import { auditQuerySchema, recordExportSchema } from "~/contract/audit";
import type { AppContext } from "../context";
import { admins, auditEvents } from "../db/schema";
import { AuditEvent, recordAudit } from "../services/audit";
import { adminOnly, bearer, pageWithTotal } from "./shared";

const tags = ["Audit"];

/** The security log, read-only: there is no update or delete call. */
export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: adminOnly(ctx) };

  r.get(
    "/Audit/GetAll",
    {
      ...admin,
      schema: {
        tags,
        security: bearer,
        querystring: auditQuerySchema,
        summary: "Security events, newest first, paged, by event",
      },
    },
    async (req) => {
      const q = req.query;
      const where = q.event ? eq(auditEvents.event, q.event) : undefined;
      const { rows, total } = await pageWithTotal(
        q,
        (limit, offset) =>
          ctx.db
            .select({ e: auditEvents, adminEmail: admins.email })
            .from(auditEvents)
            .leftJoin(admins, eq(admins.id, auditEvents.adminId))
            .where(where)
            .orderBy(desc(auditEvents.time), desc(auditEvents.seq))
            .limit(limit)
            .offset(offset),
        async () => (await ctx.db.select({ n: count() }).from(auditEvents).where(where))[0]?.n ?? 0,
      );
      const data = rows.map(({ e, adminEmail }) => ({
        _id: e.id,
        time: e.time.toISOString(),
        event: e.event,
        adminEmail,
        ipAddress: e.ipAddress,
        outcome: e.outcome,
        detail: e.detail ?? null,
      }));
      return { isSuccess: true, data, total };
    },
  );

  // Exports are built in the browser from the paged lists; the export button reports each one here.
  r.post(
    "/Audit/RecordExport",
    {
      ...admin,
      schema: {
        tags,
        security: bearer,
        body: recordExportSchema,
        summary: "Record a CSV export made in the admin area",
      },
    },
    async (req) => {
      const { list, rows, filtered } = req.body;
      await recordAudit(ctx, req, AuditEvent.csvExported, "success", { detail: { list, rows, filtered } });
      return { isSuccess: true, message: "Export recorded." };
    },
  );
}
