import { z } from "zod";

/** Every event the security log knows, with the label the Activity screen shows. */
export const AUDIT_EVENT_LABELS = {
  "auth.login.success": "Sign-in succeeded",
  "auth.login.failure": "Sign-in failed",
  "auth.login.limited": "Sign-in locked out",
  "auth.logout": "Signed out",
  "auth.reset.requested": "Password reset requested",
  "auth.reset.verify_failed": "Password reset code rejected",
  "auth.password_reset": "Password reset",
  "auth.password_changed": "Password changed",
  "session.ended": "Session signed out",
  "session.ended_all": "Sessions signed out",
  "session.refresh_reused": "Old sign-in reused (session ended)",
  "session.idle_ended": "Session ended after inactivity",
  "contact.deleted": "Contact deleted",
  "demo_request.deleted": "Demo request deleted",
  "lead.status_changed": "Lead status changed",
  "lead.created": "Lead added by hand",
  "demo_request.confirmed": "Demo request confirmed by hand",
  "lead.bulk_action": "Bulk action on leads",
  "ip_record.deleted": "IP record deleted",
  "kpi.deleted": "KPI deleted",
  "export.csv": "CSV exported",
  "visitors.list.viewed": "Visitor IP list viewed",
  "visitors.record.viewed": "Visitor IP record viewed",
  "rate_limit.hit": "Request limit reached",
  "team.invited": "Team member invited",
  "team.invitation_cancelled": "Invitation cancelled",
  "team.invitation_accepted": "Invitation accepted",
  "team.invitation_refused": "Invitation link refused",
  "team.member_removed": "Team member removed",
  "team.role_changed": "Team member's role changed",
  "team.profile_changed": "Team member's name or title changed",
  "team.mfa_policy_changed": "Second-factor requirement changed",
  "access.denied": "Owner-only action refused",
  "person.export_previewed": "Personal data records reviewed",
  "person.exported": "Personal data exported",
  "person.erased": "Personal data erased",
  "booking.scheduled": "Demo scheduled by staff",
  "booking.rescheduled": "Demo rescheduled by staff",
  "booking.cancelled": "Demo cancelled by staff",
  "booking.attendance": "Demo attendance recorded",
  "availability.changed": "Availability changed",
  "calendar.connected": "Calendar connected",
  "calendar.disconnected": "Calendar disconnected",
  "calendar.feed_created": "Calendar feed link made",
  "mfa.totp_enabled": "Authenticator app turned on",
  "mfa.totp_disabled": "Authenticator app turned off",
  "mfa.totp_used": "Signed in with an authenticator code",
  "mfa.failed": "Second factor refused",
  "mfa.recovery_used": "Recovery code used",
  "mfa.passkey_added": "Passkey added",
  "mfa.passkey_removed": "Passkey removed",
  "mfa.passkey_used": "Signed in with a passkey",
  "mfa.locked": "Sign-in codes locked after 10 wrong codes",
  "mfa.unlocked": "Sign-in codes unlocked by the emailed link",
  "auth.signin_link_sent": "Sign-in link emailed",
  "auth.signin_link_used": "Sign-in link used",
  "analytics.share_created": "Shared analytics link made",
  "analytics.share_revoked": "Shared analytics link revoked",
  "analytics.share_viewed": "Shared analytics report viewed",
  "analytics.api_key_created": "Analytics API key made",
  "analytics.api_key_revoked": "Analytics API key revoked",
  "auth.step_up": "Confirmed it's them (step-up)",
  "auth.step_up_failed": "Step-up confirmation refused",
  "account.alert_sent": "Security alert emailed",
  "account.email_change_requested": "Sign-in email change requested",
  "account.email_changed": "Sign-in email changed",
  "settings.changed": "Company settings changed",
  "media.uploaded": "Picture uploaded",
  "media.deleted": "Picture deleted",
} as const;

export type AuditEventName = keyof typeof AUDIT_EVENT_LABELS;
export const AUDIT_EVENTS = Object.keys(AUDIT_EVENT_LABELS) as [AuditEventName, ...AuditEventName[]];
export const auditEventNameSchema = z.enum(AUDIT_EVENTS);

export const AUDIT_OUTCOMES = ["success", "failure", "denied"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** Small facts about the event (ids, counts, a route): never personal data. */
export const auditDetailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type AuditDetail = z.infer<typeof auditDetailSchema>;

export const auditRecordSchema = z.object({
  _id: z.string(),
  time: z.string(),
  event: z.string(),
  adminEmail: z.string().nullable(),
  ipAddress: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  detail: auditDetailSchema.nullable(),
  /** How many times a repeatable event (a 429, a wrong link) happened in the row's window; else 1. */
  count: z.number().int().min(1),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** Query of GET /Audit/GetAll: the paged form of the admin lists, filtered by event. */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  event: auditEventNameSchema.optional(),
});
