import { and, eq, getTableName, isNull } from "drizzle-orm";
import { demoConfirmLink } from "~/shared/paths";
import type { AppContext } from "../../context";
import { demoRequests, otpChallenges } from "../../platform/db/schema";
import { HttpError, notFound } from "../../platform/errors";
import { HOUR_MS } from "../../platform/clock";
import { consume } from "../../platform/rate-limit";
import { recordLeadEvent, staleLead } from "./leads";
import { sendCode } from "../../platform/crypto/otp";
import { spendEmailBudget } from "../../platform/send-budget";
import { confirmLinkMail } from "./visitor-mails";

// A demo request kept as Spam never had a code (ADR 0028). When staff say "Not spam", its visitor is
// mailed a fresh code as a link, or staff confirm it by hand (ADR 0042).

type DemoRow = typeof demoRequests.$inferSelect;

/** How long the mailed link's code works: a mail may be read the next day, unlike an SMS code. */
export const CONFIRM_LINK_TTL_SECONDS = 48 * 60 * 60;
const tooMany = "Too many verification codes requested. Please try again later.";

export type ConfirmLinkResult = "sent" | "limited" | "failed";

/**
 * Mails the visitor of a pending request a fresh code as a link to the confirmation page. The OTP rules
 * apply (one send per 30 s, five resends per code) and so do the per-email and daily mail limits; a
 * refusal or a failed send is reported, never thrown: the status change that caused it stands.
 */
export async function sendConfirmLink(
  ctx: AppContext,
  demo: Pick<DemoRow, "id" | "email" | "fullName" | "createdAt">,
  by: string,
): Promise<ConfirmLinkResult> {
  try {
    const { limits } = ctx.config;
    await consume(ctx.limiter, `otp:email:${demo.email.toLowerCase()}`, limits.otpSends, HOUR_MS, tooMany);
    const issued = await sendCode(ctx, "demo", demo.id, CONFIRM_LINK_TTL_SECONDS);
    if (!issued.ok) return "limited";
    await spendEmailBudget(ctx, demo.email, tooMany);
    const link = demoConfirmLink(ctx.config.adminBaseUrl, demo.id, issued.code);
    const day = demo.createdAt.toUTCString().slice(0, 16);
    const mail = await confirmLinkMail(ctx, { fullName: demo.fullName, day, link });
    await ctx.outbox.send({
      channel: "email",
      to: demo.email,
      subject: "Please confirm your demo request",
      ...mail,
    });
    await recordLeadEvent(ctx.db, ctx, {
      kind: "demo",
      id: demo.id,
      event: "link_sent",
      detail: demo.email,
      by,
    });
    return "sent";
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 429) return "limited";
    ctx.log.warn({ err, id: demo.id }, "demo confirmation link not sent");
    return "failed";
  }
}

/**
 * Confirms a pending request without a code, in one transaction: 404 when it is gone, 409 when the
 * version is stale or it is confirmed already. Records who did it (the row, the timeline with the note)
 * and spends any live code, so a mailed link cannot confirm it a second time.
 */
export async function confirmByHand(
  ctx: AppContext,
  id: string,
  { version, note }: { version: number; note: string },
  by: string,
): Promise<DemoRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(demoRequests).where(eq(demoRequests.id, id)).for("update").limit(1);
    if (!row) throw notFound("Demo request");
    if (row.version !== version) throw staleLead();
    if (row.status === "confirmed") throw new HttpError(409, "This demo request is already confirmed.");
    const now = ctx.clock();
    const [done] = await tx
      .update(demoRequests)
      .set({ status: "confirmed", confirmedAt: now, confirmedBy: by, version: row.version + 1 })
      .where(eq(demoRequests.id, id))
      .returning();
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpChallenges.purpose, "demo"),
          eq(otpChallenges.subject, id),
          isNull(otpChallenges.consumedAt),
        ),
      );
    await recordLeadEvent(tx, ctx, { kind: "demo", id, event: "confirmed", detail: note, by });
    return done!;
  });
  ctx.listTotals.changed(getTableName(demoRequests));
  return row;
}
