import { createHash } from "node:crypto";
import { hashPassword } from "../../../server/src/modules/identity/passwords";
import { CHROME_WINDOWS } from "../session-helpers";
import { preRingCalendarSeal } from "./pre-ring-values";

// Rows as the release before migration 0027 wrote them, per table, keys named as the schema names them:
// two members with their open sessions, a connected calendar, the security log, and a contact and a
// booked demo. Times count back from NOW, when the upgraded app starts.

/** The install's JWT_SECRET, which sealed its calendar passwords and signed its tokens. */
export const SECRET = "the-installed-secret-of-at-least-32-characters";
export const NOW = new Date("2026-03-02T04:00:00.000Z");
export const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
// As sessions.ts stores a refresh secret: the cookie is `<family>.<secret>`.
const sha256 = (s: string) => createHash("sha256").update(s).digest("base64url");
export const owner = { email: "owner@example.com", password: "Owner-password-of-2026" };
export const staff = { email: "staff@example.com", password: "Staff-password-of-2026" };
export const STAFF_REFRESH = "staff-refresh-secret";
export const CALENDAR_PASSWORD = "calendar pässword ✓";

/** The rows by table; the passwords hashed by the server's own function. */
export async function previousRows() {
  const member = async (id: string, who: typeof owner, role: string, created: Date) => ({
    id,
    email: who.email,
    passwordHash: await hashPassword(who.password),
    tokensValidAfter: created,
    createdAt: created,
    lastSignInAt: ago(120),
    role,
  });
  const session = (id: string, adminId: string, lastSeen: Date, refresh: string) => ({
    id,
    adminId,
    createdAt: ago(120),
    lastSeenAt: lastSeen,
    expiresAt: new Date(ago(120).getTime() + 8 * 3600_000),
    userAgent: CHROME_WINDOWS,
    ipAddress: "10.9.0.1",
    refreshFamily: `family-${adminId}`,
    refreshHash: sha256(refresh),
    steppedUpAt: null,
  });
  const event = (
    n: number,
    event: string,
    adminId: string | null,
    outcome: string,
    detail: object | null,
  ) => ({
    id: `ae-${n}`,
    time: ago(300 - n * 10),
    event,
    adminId,
    ipAddress: "10.9.0.1",
    outcome,
    detail,
  });
  const startsAt = new Date("2026-03-05T05:30:00.000Z");
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  return {
    admins: [
      await member("adm-owner", owner, "owner", new Date("2025-06-01T08:00:00.123Z")),
      await member("adm-staff", staff, "staff", new Date("2025-09-14T11:30:00.456Z")),
    ],
    admin_sessions: [
      session("ses-owner", "adm-owner", ago(5), "owner-refresh-secret"),
      session("ses-staff", "adm-staff", ago(12), STAFF_REFRESH),
    ],
    staff_schedules: [
      {
        adminId: "adm-staff",
        takesDemos: true,
        weeklyHours: { "1": [{ start: "10:00", end: "18:00" }] },
        caldavUrl: "https://calendar.example.com/staff/",
        caldavUsername: "staff",
        caldavPasswordEnc: preRingCalendarSeal(SECRET, CALENDAR_PASSWORD),
        updatedAt: ago(600),
      },
    ],
    audit_events: [
      event(1, "auth.login.failure", null, "failure", { email: "owner@example.com" }),
      event(2, "auth.login.success", "adm-owner", "success", null),
      event(3, "team.role_changed", "adm-owner", "success", { target: "adm-staff", role: "staff" }),
      event(4, "auth.login.success", "adm-staff", "success", null),
    ],
    contacts: [
      {
        id: "ct-1",
        name: "Asha Verma",
        email: "asha@example.org",
        phone: "9876543210",
        message: "We need a KPI dashboard for our plants.",
        createdAt: ago(2000),
        leadStatus: "contacted",
        assignedTo: "adm-staff",
        valueInr: 250000,
      },
    ],
    demo_requests: [
      {
        id: "dr-1",
        fullName: "Ravi Kumar",
        companyName: "Acme Pvt Ltd",
        phone: "9123456780",
        email: "ravi@example.org",
        comment: "Please show us the KPI platform.",
        status: "confirmed",
        createdAt: ago(1000),
        confirmedAt: ago(990),
      },
    ],
    demo_bookings: [
      {
        id: "bk-1",
        demoRequestId: "dr-1",
        hostId: "adm-staff",
        status: "confirmed",
        startsAt,
        endsAt,
        blockedUntil: new Date(endsAt.getTime() + 15 * 60_000),
        timeZone: "Asia/Kolkata",
        uid: "dr-1@example.test",
        createdAt: ago(1000),
        confirmedAt: ago(990),
      },
    ],
  };
}
