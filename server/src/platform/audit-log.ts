import type { AuditDetail, AuditEventName, AuditOutcome } from "~/contract/audit";
import type { RequestMeta } from "./request-meta";

// The security log as every module writes to it: through the app's context (`ctx.audit`), so no module
// imports the audit module to record an event (modules/audit reads and lists them).

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
  sessionIdle: "session.idle_ended",
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
  profileChanged: "team.profile_changed",
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
  codesLocked: "mfa.locked",
  codesUnlocked: "mfa.unlocked",
  signInLinkSent: "auth.signin_link_sent",
  signInLinkUsed: "auth.signin_link_used",
  analyticsShareCreated: "analytics.share_created",
  analyticsShareRevoked: "analytics.share_revoked",
  analyticsShareViewed: "analytics.share_viewed",
  analyticsApiKeyCreated: "analytics.api_key_created",
  analyticsApiKeyRevoked: "analytics.api_key_revoked",
  stepUp: "auth.step_up",
  stepUpFailed: "auth.step_up_failed",
  securityAlertSent: "account.alert_sent",
  emailChangeRequested: "account.email_change_requested",
  emailChanged: "account.email_changed",
  settingsChanged: "settings.changed",
  mediaUploaded: "media.uploaded",
  mediaDeleted: "media.deleted",
} as const satisfies Record<string, AuditEventName>;

/**
 * An event anyone can repeat at will without signing in (a 429, a wrong link or code): one row per caller
 * (its limit key: IPv4 address or IPv6 /64), event, outcome and `key` per `windowMs`, counting the repeats
 * (ADR 0065). `windowMs` is the window of the limit that bounds the event; `key` adds the caller's part (a route).
 */
export interface Counted {
  windowMs: number;
  key?: string;
}

/** Appends security events; the member defaults to the request's signed-in one. */
export interface AuditLog {
  /** Never throws: a failed insert is logged, and recording never breaks the caller's request. */
  record(
    meta: RequestMeta,
    event: AuditEventName,
    outcome: AuditOutcome,
    options?: { adminId?: string | null; detail?: AuditDetail; counted?: Counted },
  ): Promise<void>;
}
