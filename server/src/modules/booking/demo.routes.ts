import type { FastifyInstance, FastifyRequest } from "fastify";
import type { DemoData } from "~/contract/demo";
import { demoApi } from "~/contract/endpoints/demo";
import type { FirstTouch } from "~/contract/collect";
import type { SpamSignals } from "~/contract/spam-signals";
import type { AppContext } from "../../context";
import { HOUR_MS } from "../../platform/clock";
import { clientKey } from "../../platform/client-key";
import { HttpError, notFound } from "../../platform/errors";
import { consume } from "../../platform/rate-limit";
import { AuditEvent } from "../../platform/audit-log";
import { afterBookingChange } from "./after-change";
import { createWithHeldTime, extendHold } from "./hold";
import { confirmedBookingView, confirmWithCode, hostsForChoice } from "./visitor-booking";
import {
  createPendingDemo,
  deleteDemoRequest,
  findDemoRequest,
  listDemoRequests,
  notifyDemoRequest,
  screenSubmission,
  sendDemoCode,
} from "../leads";
import {
  issueCode,
  OTP_TTL_SECONDS,
  resendCode,
  type ResendResult,
  secondsUntilResend,
  type VerifyResult,
} from "../../platform/crypto/otp";
import { spendEmailBudget, spendSmsBudget } from "../../platform/send-budget";
import { visitorIdOf } from "../visitors";
import { deleteHandler } from "../audit";
import { adminRoute } from "../identity";
import { publicRoute, serve, staffOf } from "../../platform/http/route-helpers";

const tags = ["Demo booking"];
/** The optional time of the booking call (issue 22). */
type SlotChoice = { slotStart?: string; timeZone?: string };
const tooManySends = "Too many verification codes requested. Please try again later.";
const alreadyConfirmed = () => new HttpError(409, "This demo request is already confirmed.");

/** Why a resend was refused, as the caller sees it. */
function resendRefusal(result: Extract<ResendResult, { ok: false }>): HttpError {
  if (result.reason === "too-soon") {
    return new HttpError(429, "Please wait before requesting a new code.", {
      "retry-after": String(result.retryAfterSeconds),
    });
  }
  if (result.reason === "exhausted")
    return new HttpError(429, "No more codes can be sent for this request. Please start again.");
  if (result.reason === "used") return alreadyConfirmed();
  return notFound("Demo request");
}

/** Why a code was not accepted, as the caller sees it (a locked code says when a new one may be asked for). */
async function verifyRefusal(
  ctx: AppContext,
  id: string,
  result: Exclude<VerifyResult, "ok">,
): Promise<HttpError> {
  if (result === "expired") return new HttpError(410, "The code has expired. Please request a new one.");
  if (result === "locked") {
    const retryAfter = String(await secondsUntilResend(ctx, "demo", id));
    return new HttpError(429, "Too many incorrect attempts. Please request a new code.", {
      "retry-after": retryAfter,
    });
  }
  if (result === "used") return alreadyConfirmed();
  return new HttpError(400, "Invalid OTP.");
}

export function demoRoutes(app: FastifyInstance, ctx: AppContext) {
  const { limits } = ctx.config;

  /** Booking calls per client (429 with Retry-After); spam is limited by this alone, as it sends nothing. */
  const limitClient = (req: FastifyRequest) =>
    consume(ctx.limiter, `otp:ip:${clientKey(req)}`, limits.otpSendsIp, HOUR_MS, tooManySends);

  /** Sends are limited per phone, per email, per client and per day (429 with Retry-After). */
  async function limitSends(req: FastifyRequest, phone: string, email: string) {
    await limitClient(req);
    await consume(ctx.limiter, `otp:phone:${phone}`, limits.otpSends, HOUR_MS, tooManySends);
    await consume(ctx.limiter, `otp:email:${email.toLowerCase()}`, limits.otpSends, HOUR_MS, tooManySends);
    await spendEmailBudget(ctx, email, tooManySends);
    // Last, so a request refused above does not use up the SMS budget everyone shares.
    await spendSmsBudget(ctx, tooManySends);
  }

  /** The answer of a code sent, or of one a bot believes was sent. */
  const codeSent = (id: string, message: string) => ({
    isSuccess: true,
    message,
    data: { id, expiresInSeconds: OTP_TTL_SECONDS },
  });

  /**
   * Both spellings of the booking call: the demo fields, with the phone under its own name. A bot's
   * request (ADR 0028) is kept as Spam and answered alike, but no code goes out and no one is told.
   */
  async function start(
    req: FastifyRequest,
    body: Omit<DemoData, "phone"> & FirstTouch & SpamSignals & SlotChoice,
    phone: string,
  ) {
    // Only the honeypot makes a request Spam: the code is the proof of a person, so a fast fill still
    // gets one and is flagged for staff (ADR 0042).
    const { trapped: spam, fast, fields: screened } = screenSubmission(ctx, body);
    const { fullName, companyName, email, comment, slotStart, timeZone, ...touch } = screened;
    if (spam) await limitClient(req);
    else await limitSends(req, phone, email);
    // Checked before anything is stored; a bot's request never holds a time.
    const hosts = slotStart && !spam ? await hostsForChoice(ctx, slotStart) : null;
    const fields = { fullName, companyName, phone, email, comment };
    const visitorId = await visitorIdOf(ctx, req.ip);
    const options = { visitorId, spam, fast };
    const row = hosts
      ? await createWithHeldTime(ctx, (db) => createPendingDemo(ctx, fields, touch, options, db), {
          start: new Date(slotStart!),
          timeZone,
          hosts,
        })
      : await createPendingDemo(ctx, fields, touch, options);
    if (!spam) await sendDemoCode(ctx, row, await issueCode(ctx, "demo", row.id));
    return codeSent(row.id, "A verification code has been sent to your phone and email.");
  }

  const open = publicRoute(tags);
  const admin = adminRoute(ctx, tags, "staff");
  // A delete needs a recent step-up, whatever the role (docs/product.md §6).
  const sensitive = adminRoute(ctx, tags, "staff", { stepUp: true });

  serve(app, demoApi.sendOtp, open, async (req) => start(req, req.body, req.body.mobile));

  serve(app, demoApi.submit, open, async (req) => start(req, req.body, req.body.mobileNo));

  serve(app, demoApi.resendOtp, open, async (req) => {
    const demo = await findDemoRequest(ctx, req.params.id);
    if (!demo) throw notFound("Demo request");
    if (demo.status === "confirmed") throw alreadyConfirmed();
    const resent = codeSent(demo.id, "A new verification code has been sent.");
    // Spam never gets a code: the same answer, nothing sent.
    if (demo.leadStatus === "spam") {
      await limitClient(req);
      return resent;
    }
    await limitSends(req, demo.phone, demo.email);
    const result = await resendCode(ctx, "demo", demo.id);
    if (!result.ok) throw resendRefusal(result);
    await extendHold(ctx, demo.id, new Date(ctx.clock().getTime() + OTP_TTL_SECONDS * 1000));
    await sendDemoCode(ctx, demo, result.code);
    return resent;
  });

  serve(app, demoApi.verify, open, async (req) => {
    const { id, code } = req.body;
    const demo = await findDemoRequest(ctx, id);
    if (!demo) throw notFound("Demo request");
    const done = await confirmWithCode(ctx, demo, code);
    if (done.result !== "ok") throw await verifyRefusal(ctx, id, done.result);
    const booking = done.extra;
    if (done.confirmed) await notifyDemoRequest(ctx, done.confirmed);
    if (booking) afterBookingChange(ctx, req.meta, { kind: "confirmed", bookingId: booking.id });
    return {
      isSuccess: true,
      message: "Your demo has been scheduled successfully.",
      data: { booking: booking ? await confirmedBookingView(ctx, booking) : null },
    };
  });

  serve(app, demoApi.list, admin, async (req) => ({
    isSuccess: true,
    ...(await listDemoRequests(ctx, req.query, staffOf(req).adminId)),
  }));

  serve(
    app,
    demoApi.remove,
    sensitive,
    deleteHandler(ctx, "Demo request", AuditEvent.demoRequestDeleted, deleteDemoRequest),
  );
}
