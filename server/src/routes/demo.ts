import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, count, desc, eq } from "drizzle-orm";
import { sendOtpSchema, submitDemoRequestSchema, verifyScheduleSchema } from "~/contract/demo";
import { idParamSchema, pageQuerySchema } from "~/contract/envelope";
import type { AppContext } from "../context";
import { demoRequests, otpChallenges } from "../db/schema";
import { clientKey } from "../lib/client-key";
import { HttpError, notFound } from "../lib/errors";
import { newId } from "../lib/ids";
import { consume } from "../lib/rate-limit";
import { AuditEvent, recordAudit } from "../services/audit";
import { spendEmailBudget, spendSmsBudget } from "../services/send-budget";
import { issueCode, OTP_TTL_SECONDS, resendCode, secondsUntilResend, verifyCode } from "../services/otp";
import { adminOnly, bearer, iso, pageWithTotal, searchMatches } from "./shared";

const tags = ["Demo booking"];
const HOUR_MS = 60 * 60 * 1000;
const tooManySends = "Too many verification codes requested. Please try again later.";

type Row = Omit<typeof demoRequests.$inferSelect, "search">;
const toDemoRequest = (d: Row) => ({
  _id: d.id,
  fullName: d.fullName,
  companyName: d.companyName,
  phone: d.phone,
  email: d.email,
  comment: d.comment,
  status: d.status,
  createdAt: d.createdAt.toISOString(),
  confirmedAt: iso(d.confirmedAt),
});

interface DemoFields {
  fullName: string;
  companyName: string;
  phone: string;
  email: string;
  comment: string;
}

export function demoRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { limits } = ctx.config;

  /** Sends are limited per phone, per email, per client and per day (429 with Retry-After). */
  async function limitSends(req: FastifyRequest, phone: string, email: string) {
    await consume(ctx.limiter, `otp:ip:${clientKey(req)}`, limits.otpSendsIp, HOUR_MS, tooManySends);
    await consume(ctx.limiter, `otp:phone:${phone}`, limits.otpSends, HOUR_MS, tooManySends);
    await consume(ctx.limiter, `otp:email:${email.toLowerCase()}`, limits.otpSends, HOUR_MS, tooManySends);
    await spendEmailBudget(ctx, email, tooManySends);
    // Last, so a request refused above does not use up the SMS budget everyone shares.
    await spendSmsBudget(ctx, tooManySends);
  }

  async function deliver(demo: { phone: string; email: string }, code: string) {
    const text = `Your demo booking verification code is ${code}. It expires in 2 minutes.`;
    try {
      await Promise.all([
        ctx.outbox.send({ channel: "sms", to: demo.phone, subject: "Verification code", text }),
        ctx.outbox.send({
          channel: "email",
          to: demo.email,
          subject: "Your demo booking verification code",
          text,
        }),
      ]);
    } catch {
      throw new HttpError(503, "Failed to send verification code");
    }
  }

  async function start(req: FastifyRequest, fields: DemoFields) {
    await limitSends(req, fields.phone, fields.email);
    const row = {
      id: newId(),
      ...fields,
      status: "pending" as const,
      createdAt: ctx.clock(),
      confirmedAt: null,
    };
    await ctx.db.insert(demoRequests).values(row);
    const code = await issueCode(ctx, "demo", row.id);
    await deliver(row, code);
    return {
      isSuccess: true,
      message: "A verification code has been sent to your phone and email.",
      data: { id: row.id, expiresInSeconds: OTP_TTL_SECONDS },
    };
  }

  r.post(
    "/v1/Contact/SendOtp",
    { schema: { tags, body: sendOtpSchema, summary: "Create a pending demo request and send its code" } },
    async (req) => {
      const { mobile, ...rest } = req.body;
      return start(req, { ...rest, phone: mobile });
    },
  );

  r.post(
    "/v1/Contact/SubmitDemoRequest",
    {
      schema: {
        tags,
        body: submitDemoRequestSchema,
        summary: "The same flow in the spec's shape (mobileNo)",
      },
    },
    async (req) => {
      const { mobileNo, ...rest } = req.body;
      return start(req, { ...rest, phone: mobileNo });
    },
  );

  r.post(
    "/Book/ResendOtp/:id",
    { schema: { tags, params: idParamSchema, summary: "A new code (once per 30 s, 5 times)" } },
    async (req) => {
      const [demo] = await ctx.db
        .select()
        .from(demoRequests)
        .where(eq(demoRequests.id, req.params.id))
        .limit(1);
      if (!demo) throw notFound("Demo request");
      if (demo.status === "confirmed") throw new HttpError(409, "This demo request is already confirmed.");
      await limitSends(req, demo.phone, demo.email);
      const result = await resendCode(ctx, "demo", demo.id);
      if (!result.ok) {
        if (result.reason === "too-soon") {
          throw new HttpError(429, "Please wait before requesting a new code.", {
            "retry-after": String(result.retryAfterSeconds),
          });
        }
        if (result.reason === "exhausted")
          throw new HttpError(429, "No more codes can be sent for this request. Please start again.");
        if (result.reason === "used") throw new HttpError(409, "This demo request is already confirmed.");
        throw notFound("Demo request");
      }
      await deliver(demo, result.code);
      return {
        isSuccess: true,
        message: "A new verification code has been sent.",
        data: { id: demo.id, expiresInSeconds: OTP_TTL_SECONDS },
      };
    },
  );

  r.post(
    "/Book/VerifySchedule",
    { schema: { tags, body: verifyScheduleSchema, summary: "Confirm a demo request with its code" } },
    async (req, reply) => {
      const { id, code } = req.body;
      const [demo] = await ctx.db.select().from(demoRequests).where(eq(demoRequests.id, id)).limit(1);
      if (!demo) throw notFound("Demo request");
      // The code is spent and the request confirmed together: if confirming fails, the code still works.
      const { result, confirmed } = await ctx.db.transaction(async (tx) => {
        const result = await verifyCode(ctx, "demo", id, code, { consume: true, db: tx });
        if (result !== "ok") return { result, confirmed: undefined };
        const [confirmed] = await tx
          .update(demoRequests)
          .set({ status: "confirmed", confirmedAt: ctx.clock() })
          .where(and(eq(demoRequests.id, id), eq(demoRequests.status, "pending")))
          .returning();
        return { result, confirmed };
      });
      switch (result) {
        case "ok":
          break;
        case "expired":
          return reply
            .status(410)
            .send({ isSuccess: false, message: "The code has expired. Please request a new one." });
        case "locked":
          return reply
            .status(429)
            .header("retry-after", String(await secondsUntilResend(ctx, "demo", id)))
            .send({ isSuccess: false, message: "Too many incorrect attempts. Please request a new code." });
        case "used":
          return reply
            .status(409)
            .send({ isSuccess: false, message: "This demo request is already confirmed." });
        default:
          return reply.status(400).send({ isSuccess: false, message: "Invalid OTP." });
      }
      if (confirmed) {
        await ctx.outbox
          .send({
            channel: "email",
            to: ctx.config.companyEmail,
            subject: `Demo request from ${confirmed.fullName}`,
            text: [
              `Name: ${confirmed.fullName}`,
              `Company: ${confirmed.companyName || "-"}`,
              `Phone: ${confirmed.phone}`,
              `Email: ${confirmed.email}`,
              `Confirmed: ${confirmed.confirmedAt?.toISOString()}`,
              "",
              confirmed.comment,
            ].join("\n"),
          })
          .catch(() => undefined);
      }
      return { isSuccess: true, message: "Your demo has been scheduled successfully." };
    },
  );

  r.get(
    "/v1/Contact/DemoRequests",
    {
      onRequest: adminOnly(ctx),
      schema: {
        tags,
        security: bearer,
        querystring: pageQuerySchema,
        summary: "Demo requests, paged with search",
      },
    },
    async (req) => {
      const q = req.query;
      const order = [desc(demoRequests.createdAt), desc(demoRequests.id)];
      const s = q.search;
      const where = s ? searchMatches(demoRequests.search, s) : undefined;
      const { rows, total } = await pageWithTotal(
        q,
        (limit, offset) =>
          ctx.db
            .select()
            .from(demoRequests)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        async () => (await ctx.db.select({ n: count() }).from(demoRequests).where(where))[0]?.n ?? 0,
      );
      return { isSuccess: true, data: rows.map(toDemoRequest), total };
    },
  );

  r.delete(
    "/v1/Contact/DemoRequests/:id",
    {
      onRequest: adminOnly(ctx),
      schema: {
        tags,
        security: bearer,
        params: idParamSchema,
        summary: "Delete a demo request and its codes",
      },
    },
    async (req) => {
      const { id } = req.params;
      // Only `tx` inside: PGlite has a single connection, so `ctx.db` here would wait on this transaction.
      const deleted = await ctx.db.transaction(async (tx) => {
        const gone = await tx
          .delete(demoRequests)
          .where(eq(demoRequests.id, id))
          .returning({ id: demoRequests.id });
        if (gone.length)
          await tx
            .delete(otpChallenges)
            .where(and(eq(otpChallenges.purpose, "demo"), eq(otpChallenges.subject, id)));
        return gone.length > 0;
      });
      await recordAudit(ctx, req, AuditEvent.demoRequestDeleted, deleted ? "success" : "failure", {
        detail: { id },
      });
      if (!deleted) throw notFound("Demo request");
      return { isSuccess: true, message: "Demo request deleted." };
    },
  );
}
