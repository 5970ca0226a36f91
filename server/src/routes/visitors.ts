import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { count, desc, eq } from "drizzle-orm";
import { idParamSchema, pageQuerySchema } from "~/contract/envelope";
import { ipInputSchema, trackVisitorSchema } from "~/contract/ip";
import type { AppContext } from "../context";
import { ipRecords } from "../db/schema";
import { utcDay } from "../lib/clock";
import { clientKey } from "../lib/client-key";
import { HttpError, notFound } from "../lib/errors";
import { newId } from "../lib/ids";
import { consume } from "../lib/rate-limit";
import { AuditEvent, recordAudit } from "../services/audit";
import { lookupPlace, normaliseIp, validTimezone } from "../services/geoip";
import { adminOnly, bearer, pageWindow, pageWithTotal, searchMatches } from "./shared";

const tags = ["IpAddress"];
const HOUR_MS = 60 * 60 * 1000;
type Row = Omit<typeof ipRecords.$inferSelect, "search">;
const toIpRecord = (r: Row) => ({
  _id: r.id,
  ipAddress: r.ipAddress,
  country: r.country,
  city: r.city,
  region: r.region,
  timezone: r.timezone,
  createdAt: r.createdAt.toISOString(),
});

const duplicate = () => new HttpError(409, "This IP address already has a record for that day.");
const isUniqueViolation = (err: unknown) =>
  typeof err === "object" &&
  err !== null &&
  ((err as { code?: string }).code === "23505" ||
    (err as { cause?: { code?: string } }).cause?.code === "23505");

export function visitorRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: adminOnly(ctx) };

  r.post(
    "/IpAddress/TrackVisitor",
    {
      schema: {
        tags,
        body: trackVisitorSchema.optional(),
        summary: "Record the caller's address once per day",
      },
    },
    async (req) => {
      // req.ip honours TRUST_PROXY only; X-Forwarded-For is otherwise ignored.
      const ip = normaliseIp(req.ip);
      await consume(
        ctx.limiter,
        `track:ip:${clientKey(req)}`,
        ctx.config.limits.trackVisitor,
        HOUR_MS,
        "Too many visits recorded. Please try again later.",
      );
      const place = await lookupPlace(ip);
      const now = ctx.clock();
      await ctx.db
        .insert(ipRecords)
        .values({
          id: newId(),
          ipAddress: ip,
          ...place,
          timezone: place.timezone || validTimezone(req.body?.timezone) || "",
          day: utcDay(now),
          createdAt: now,
        })
        .onConflictDoNothing({ target: [ipRecords.ipAddress, ipRecords.day] });
      return { isSuccess: true, message: "Visit recorded." };
    },
  );

  r.get(
    "/IpAddress/GetAll",
    {
      ...admin,
      schema: {
        tags,
        security: bearer,
        querystring: pageQuerySchema,
        summary: "One page of records (page 1 of 10 by default), with search",
      },
    },
    async (req) => {
      const q = req.query;
      const detail = { page: q.page ?? 1, pageSize: pageWindow(q).limit, searched: Boolean(q.search) };
      await recordAudit(ctx, req, AuditEvent.visitorsListViewed, "success", { detail });
      const order = [desc(ipRecords.createdAt), desc(ipRecords.id)];
      const s = q.search;
      const where = s ? searchMatches(ipRecords.search, s) : undefined;
      const { rows, total } = await pageWithTotal(
        q,
        (limit, offset) =>
          ctx.db
            .select()
            .from(ipRecords)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        async () => (await ctx.db.select({ n: count() }).from(ipRecords).where(where))[0]?.n ?? 0,
      );
      return { isSuccess: true, data: rows.map(toIpRecord), total };
    },
  );

  r.get(
    "/IpAddress/GetById/:id",
    { ...admin, schema: { tags, security: bearer, params: idParamSchema } },
    async (req) => {
      const [row] = await ctx.db.select().from(ipRecords).where(eq(ipRecords.id, req.params.id)).limit(1);
      await recordAudit(ctx, req, AuditEvent.visitorRecordViewed, row ? "success" : "failure", {
        detail: { id: req.params.id },
      });
      if (!row) throw notFound("IP address");
      return { isSuccess: true, data: toIpRecord(row) };
    },
  );

  r.post(
    "/IpAddress/Create",
    { ...admin, schema: { tags, security: bearer, body: ipInputSchema } },
    async (req) => {
      const now = ctx.clock();
      const values = {
        id: newId(),
        ...req.body,
        ipAddress: normaliseIp(req.body.ipAddress),
        day: utcDay(now),
        createdAt: now,
      };
      try {
        await ctx.db.insert(ipRecords).values(values);
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate();
        throw err;
      }
      return { isSuccess: true, message: "IP address created.", data: toIpRecord(values) };
    },
  );

  r.put(
    "/IpAddress/Update/:id",
    { ...admin, schema: { tags, security: bearer, params: idParamSchema, body: ipInputSchema } },
    async (req) => {
      let row: Row | undefined;
      try {
        [row] = await ctx.db
          .update(ipRecords)
          .set({ ...req.body, ipAddress: normaliseIp(req.body.ipAddress) })
          .where(eq(ipRecords.id, req.params.id))
          .returning();
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate();
        throw err;
      }
      if (!row) throw notFound("IP address");
      return { isSuccess: true, message: "IP address updated.", data: toIpRecord(row) };
    },
  );

  r.delete(
    "/IpAddress/Delete/:id",
    { ...admin, schema: { tags, security: bearer, params: idParamSchema } },
    async (req) => {
      const gone = await ctx.db
        .delete(ipRecords)
        .where(eq(ipRecords.id, req.params.id))
        .returning({ id: ipRecords.id });
      await recordAudit(ctx, req, AuditEvent.ipRecordDeleted, gone.length ? "success" : "failure", {
        detail: { id: req.params.id },
      });
      if (!gone.length) throw notFound("IP address");
      return { isSuccess: true, message: "IP address deleted." };
    },
  );
}
