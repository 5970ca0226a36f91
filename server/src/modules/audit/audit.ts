import type { FastifyInstance, FastifyRequest } from "fastify";
import { desc, eq } from "drizzle-orm";
import type { AuditDetail, AuditEventName, AuditOutcome, AuditRecord } from "~/contract/audit";
import type { AppContext } from "../../context";
import { admins, auditEvents } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { countUpTo, type PageArgs, pageWithTotal } from "../../platform/paging";

export type { AuditEventName, AuditOutcome } from "~/contract/audit";

/** Event names, so each call site names its event once. */
export const AuditEvent = {
  loginSuccess: "auth.login.success",
  loginFailure: "auth.login.failure",
  loginLimited: "auth.login.limited",
  logout: "auth.logout",
  resetRequested: "auth.reset.requested",
  resetVerifyFailed: "auth.reset.verify_failed",
  passwordReset: "auth.password_reset",
  passwordChanged: "auth.password_changed",
  sessionEnded: "session.ended",
  sessionsEnded: "session.ended_all",
  refreshReused: "session.refresh_reused",
  contactDeleted: "contact.deleted",
  demoRequestDeleted: "demo_request.deleted",
  leadStatusChanged: "lead.status_changed",
  leadCreated: "lead.created",
  demoConfirmedByHand: "demo_request.confirmed",
  leadsBulkAction: "lead.bulk_action",
  ipRecordDeleted: "ip_record.deleted",
  kpiDeleted: "kpi.deleted",
  csvExported: "export.csv",
  visitorsListViewed: "visitors.list.viewed",
  visitorRecordViewed: "visitors.record.viewed",
  rateLimitHit: "rate_limit.hit",
  invited: "team.invited",
  invitationCancelled: "team.invitation_cancelled",
  invitationAccepted: "team.invitation_accepted",
  invitationRefused: "team.invitation_refused",
  memberRemoved: "team.member_removed",
  roleChanged: "team.role_changed",
  mfaPolicyChanged: "team.mfa_policy_changed",
  accessDenied: "access.denied",
  personPreviewed: "person.export_previewed",
  personExported: "person.exported",
  personErased: "person.erased",
  bookingScheduled: "booking.scheduled",
  bookingRescheduled: "booking.rescheduled",
  bookingCancelled: "booking.cancelled",
  bookingAttendance: "booking.attendance",
  availabilityChanged: "availability.changed",
  calendarConnected: "calendar.connected",
  calendarDisconnected: "calendar.disconnected",
  calendarFeedCreated: "calendar.feed_created",
  totpEnabled: "mfa.totp_enabled",
  totpDisabled: "mfa.totp_disabled",
  totpUsed: "mfa.totp_used",
  secondFactorFailed: "mfa.failed",
  recoveryUsed: "mfa.recovery_used",
  passkeyAdded: "mfa.passkey_added",
  passkeyRemoved: "mfa.passkey_removed",
  passkeyUsed: "mfa.passkey_used",
  signInLinkSent: "auth.signin_link_sent",
  signInLinkUsed: "auth.signin_link_used",
  analyticsShareCreated: "analytics.share_created",
  analyticsShareRevoked: "analytics.share_revoked",
  analyticsShareViewed: "analytics.share_viewed",
  analyticsApiKeyCreated: "analytics.api_key_created",
  analyticsApiKeyRevoked: "analytics.api_key_revoked",
} as const satisfies Record<string, AuditEventName>;

const MAX_DETAIL_TEXT = 200;

/** Short values only: a detail is for ids, counts and routes. */
function trimDetail(detail: AuditDetail | undefined): AuditDetail | null {
  if (!detail) return null;
  const out: AuditDetail = {};
  for (const [k, v] of Object.entries(detail))
    out[k] = typeof v === "string" ? v.slice(0, MAX_DETAIL_TEXT) : v;
  return out;
}

/**
 * Appends one event to the security log. The admin defaults to the request's signed-in admin.
 * A failed insert is logged and swallowed: recording never breaks the caller's request.
 */
export async function recordAudit(
  ctx: AppContext,
  req: FastifyRequest,
  event: AuditEventName,
  outcome: AuditOutcome,
  options: { adminId?: string | null; detail?: AuditDetail } = {},
): Promise<void> {
  try {
    await ctx.db.insert(auditEvents).values({
      id: newId(),
      time: ctx.clock(),
      event,
      adminId: options.adminId === undefined ? (req.admin?.adminId ?? null) : options.adminId,
      ipAddress: req.ip,
      outcome,
      detail: trimDetail(options.detail),
    });
  } catch (err) {
    req.log.error({ err, event }, "security event not recorded");
  }
}

// Limit hits that have a name of their own in the log; every other route records rateLimitHit.
const limitEventByRoute: Record<string, AuditEventName> = { "/api/Auth/Login": AuditEvent.loginLimited };

/** Every 429 the server answers is a security event, recorded before the answer leaves. */
export function auditLimitHits(app: FastifyInstance, ctx: AppContext): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode === 429) {
      const route = request.routeOptions.url ?? request.url.split("?")[0]!;
      await recordAudit(ctx, request, limitEventByRoute[route] ?? AuditEvent.rateLimitHit, "denied", {
        detail: { method: request.method, route },
      });
    }
    return payload;
  });
}

/** One page of the security log, newest first (ties in insertion order), optionally one event only. */
export async function listAuditEvents(
  ctx: AppContext,
  q: Omit<PageArgs, "search"> & { event?: AuditEventName },
): Promise<{ data: AuditRecord[]; total: number; totalCapped?: true }> {
  const where = q.event ? eq(auditEvents.event, q.event) : undefined;
  const { rows, ...counted } = await pageWithTotal(
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
    (cap) => countUpTo(ctx.db, auditEvents, where, cap),
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
  return { data, ...counted };
}
