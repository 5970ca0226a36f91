import { http, HttpResponse } from "msw";
import { resetWorkDb } from "./work-db";
import {
  EMAIL_IN_USE,
  EMAIL_LINK_UNKNOWN,
  emailChanged,
  emailChangeSent,
  SAME_EMAIL,
} from "~/contract/account";
import type { DashboardStats } from "~/contract/analytics";
import type { AuditRecord } from "~/contract/audit";
import type { Contact } from "~/contract/contact";
import type { DemoRequest } from "~/contract/demo";
import type { IpRecord } from "~/contract/ip";
import type { LeadNote } from "~/contract/leads";
import type { Role } from "~/contract/roles";
import type { TeamSettings } from "~/contract/team";

// An in-memory admin API behaving as interfaces.md describes the server's; tests reset and fill it.
export const ADMIN = { email: "admin@example.com", password: "Correct-horse-42" };
export const GOOD_TOKEN = "good-token";
/** Another member's address: a change of email to it is refused. */
export const COLLEAGUE_EMAIL = "colleague@example.com";

interface Db {
  contacts: Contact[];
  ips: IpRecord[];
  demos: DemoRequest[];
  /** Security events, newest first. */
  audit: AuditRecord[];
  stats: DashboardStats;
  /** Notes by lead id. */
  notes: Record<string, LeadNote[]>;
  /** The signed-in member's role (GET /Team/Me). */
  role: Role;
  /** The signed-in member's sign-in email (GET /Team/Me), and the one a mailed link would make it. */
  email: string;
  pendingEmail: string | null;
  teamSettings: TeamSettings;
  requests: { method: string; path: string; search: URLSearchParams; auth: string | null }[];
  /** The token the refresh cookie renews to (set by sign-in, cleared by sign-out); null: no cookie. */
  refreshToken: string | null;
  /** POST /Auth/Refresh calls (kept apart from `requests`). */
  refreshes: number;
}

const empty = (): Db => ({
  contacts: [],
  ips: [],
  demos: [],
  audit: [],
  stats: {
    contacts: 0,
    visitors: 0,
    demoRequests: 0,
    kpis: 0,
    contactsLast7Days: 0,
    pageViews: 0,
    sessions: 0,
    demosThisWeek: 0,
    noShowRate: null,
  },
  notes: {},
  role: "owner",
  email: ADMIN.email,
  pendingEmail: null,
  teamSettings: { requireSecondFactor: false },
  requests: [],
  refreshToken: null,
  refreshes: 0,
});

export const adminDb: Db = empty();
export function resetAdminDb(): void {
  Object.assign(adminDb, empty());
  resetWorkDb();
}

const NEW_LEAD = { leadStatus: "new", version: 1, overdue: false, value: null, assignedTo: null } as const;

export const makeContact = (i: number, over: Partial<Contact> = {}): Contact => ({
  _id: `c${String(i).padStart(3, "0")}`,
  name: `Person ${i}`,
  email: `person${i}@example.com`,
  phone: `98765${String(i).padStart(5, "0")}`,
  message: `Hello number ${i}`,
  createdAt: new Date(Date.UTC(2025, 0, 1, 10, 0) + i * 60_000).toISOString(),
  ...NEW_LEAD,
  ...over,
});

export const makeIp = (i: number, over: Partial<IpRecord> = {}): IpRecord => ({
  _id: `ip${String(i).padStart(3, "0")}`,
  ipAddress: `203.0.113.${i}`,
  country: "IN",
  city: "Kolkata",
  region: "WB",
  timezone: "Asia/Kolkata",
  createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
  ...over,
});

export const makeDemo = (i: number, over: Partial<DemoRequest> = {}): DemoRequest => ({
  _id: `d${String(i).padStart(3, "0")}`,
  fullName: `Client ${i}`,
  companyName: `Company ${i}`,
  phone: `91234${String(i).padStart(5, "0")}`,
  email: `client${i}@example.com`,
  comment: `Interested in plan ${i}`,
  status: i % 2 === 0 ? "confirmed" : "pending",
  createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
  confirmedAt: null,
  confirmedBy: null,
  fast: false,
  ...NEW_LEAD,
  ...over,
});

export const makeAuditEvent = (i: number, over: Partial<AuditRecord> = {}): AuditRecord => ({
  _id: `a${String(i).padStart(3, "0")}`,
  time: new Date(Date.UTC(2025, 0, 1, 12, 0) - i * 60_000).toISOString(),
  event: "contact.deleted",
  adminEmail: "admin@example.com",
  ipAddress: `198.51.100.${i}`,
  outcome: "success",
  detail: { id: `c${i}` },
  count: 1,
  ...over,
});

export const unauthorized = () =>
  HttpResponse.json({ isSuccess: false, message: "Unauthorized" }, { status: 401 });

export function record(request: Request) {
  const url = new URL(request.url);
  const auth = request.headers.get("authorization");
  adminDb.requests.push({ method: request.method, path: url.pathname, search: url.searchParams, auth });
  return { url, authorized: auth === `Bearer ${GOOD_TOKEN}` };
}

/** The rows the search matches: case-insensitive, on the given fields. */
export function searched<T>(rows: T[], url: URL, fields: (keyof T)[]) {
  const search = (url.searchParams.get("search") ?? "").trim().toLowerCase();
  return rows.filter((row) => !search || fields.some((f) => String(row[f]).toLowerCase().includes(search)));
}

/** The spec's paged form: 1-based page, page size, the search; one status, or every status but Spam. */
export function page<T>(rows: T[], url: URL, fields: (keyof T)[]) {
  const status = url.searchParams.get("status");
  const q = url.searchParams;
  const matching = searched(rows, url, fields).filter((row) => {
    const lead = row as { leadStatus?: string; overdue?: boolean; assignedTo?: string | null };
    if (q.get("overdue") === "1" && !lead.overdue) return false;
    if (q.get("assigned") === "none" && lead.assignedTo) return false;
    if (q.get("assigned") === "mine" && lead.assignedTo !== "a1") return false;
    return status ? lead.leadStatus === status : lead.leadStatus !== "spam";
  });
  // Lead lists sort by value when asked (enough for the screen's sort tests).
  if (q.get("sort") === "value") {
    const v = (r: T) => (r as { value?: number | null }).value ?? -1;
    matching.sort((a, b) => (q.get("dir") === "asc" ? v(a) - v(b) : v(b) - v(a)));
  }
  const n = Number(url.searchParams.get("page") ?? 1);
  const size = Number(url.searchParams.get("pageSize") ?? 10);
  return { isSuccess: true, data: matching.slice((n - 1) * size, n * size), total: matching.length };
}

type Table = "contacts" | "ips" | "demos";

/** GET of a paged admin list over one table, searched on `fields`. */
const listOf = <K extends Table>(path: string, table: K, fields: (keyof Db[K][number])[]) =>
  http.get(path, ({ request }) => {
    const { url, authorized } = record(request);
    return authorized
      ? HttpResponse.json(page(adminDb[table] as Db[K][number][], url, fields))
      : unauthorized();
  });

/** DELETE by id from one table; `notFound` is the 404 message (without it, a missing id still answers OK). */
const deleteFrom = (path: string, table: Table, deleted: string, notFound?: string) =>
  http.delete(path, ({ request, params }) => {
    const { authorized } = record(request);
    if (!authorized) return unauthorized();
    const rows: { _id: string }[] = adminDb[table];
    const kept = rows.filter((row) => row._id !== params.id);
    (adminDb as Record<Table, unknown[]>)[table] = kept;
    return notFound && kept.length === rows.length
      ? HttpResponse.json({ isSuccess: false, message: notFound }, { status: 404 })
      : HttpResponse.json({ isSuccess: true, message: deleted });
  });

export const adminHandlers = [
  http.post("*/api/Auth/Login", async ({ request }) => {
    record(request);
    const body = (await request.json()) as { email?: string; password?: string };
    if (body.email === ADMIN.email && body.password === ADMIN.password) {
      adminDb.refreshToken = GOOD_TOKEN;
      return HttpResponse.json({ isSuccess: true, message: "Login successful.", token: GOOD_TOKEN });
    }
    return HttpResponse.json({ isSuccess: false, message: "Invalid email or password" }, { status: 401 });
  }),
  http.get("*/api/Team/Me", ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    return HttpResponse.json({
      isSuccess: true,
      data: { _id: "a1", email: adminDb.email, role: adminDb.role, displayName: null, title: null },
    });
  }),
  http.put("*/api/Team/Me/Profile", async ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    const { displayName, title } = (await request.json()) as { displayName: string; title?: string };
    return HttpResponse.json({
      isSuccess: true,
      message: "Your name is saved.",
      data: { _id: "a1", email: adminDb.email, role: adminDb.role, displayName, title: title || null },
    });
  }),
  // The team as the owners' screens read it: the signed-in owner alone, unless a test gives its own.
  http.get("*/api/Team", ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    return HttpResponse.json({
      isSuccess: true,
      data: {
        members: [
          {
            _id: "a1",
            email: ADMIN.email,
            name: "Admin",
            displayName: null,
            title: null,
            role: adminDb.role,
            createdAt: "2026-01-01T10:00:00.000Z",
            lastSignInAt: null,
            isYou: true,
          },
        ],
        invitations: [],
      },
    });
  }),
  // A change of sign-in email: the link "mailed" to the new address is any token, until it is followed.
  http.post("*/api/Account/Email", async ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    const email = ((await request.json()) as { email: string }).email.trim().toLowerCase();
    const refuse = (status: number, message: string) =>
      HttpResponse.json({ isSuccess: false, message, errors: [{ path: "email", message }] }, { status });
    if (email === adminDb.email) return refuse(400, SAME_EMAIL);
    if (email === COLLEAGUE_EMAIL) return refuse(409, EMAIL_IN_USE);
    adminDb.pendingEmail = email;
    return HttpResponse.json({ isSuccess: true, message: emailChangeSent(email) });
  }),
  http.post("*/api/Account/Email/Confirm", ({ request }) => {
    record(request);
    const email = adminDb.pendingEmail;
    if (!email) return HttpResponse.json({ isSuccess: false, message: EMAIL_LINK_UNKNOWN }, { status: 404 });
    adminDb.email = email;
    adminDb.pendingEmail = null;
    return HttpResponse.json({ isSuccess: true, message: emailChanged(email), data: { email } });
  }),
  http.get("*/api/Team/Settings", ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    return HttpResponse.json({ isSuccess: true, data: adminDb.teamSettings });
  }),
  // An account with no second factor yet; the team's requirement as the owner last saved it.
  http.get("*/api/Account/SecondFactor", ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    return HttpResponse.json({
      isSuccess: true,
      data: {
        totp: false,
        recoveryCodesLeft: 0,
        passkeys: [],
        required: adminDb.teamSettings.requireSecondFactor,
      },
    });
  }),
  http.put("*/api/Team/Settings", async ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    adminDb.teamSettings = (await request.json()) as TeamSettings;
    return HttpResponse.json({
      isSuccess: true,
      message: "Team settings saved.",
      data: adminDb.teamSettings,
    });
  }),
  http.post("*/api/Auth/Logout", ({ request }) => {
    const { authorized } = record(request);
    if (authorized) adminDb.refreshToken = null;
    return authorized ? HttpResponse.json({ isSuccess: true }) : unauthorized();
  }),
  // The HttpOnly cookie, as far as the page can tell: a token while the session lasts, else 401.
  http.post("*/api/Auth/Refresh", () => {
    adminDb.refreshes += 1;
    return adminDb.refreshToken
      ? HttpResponse.json({ isSuccess: true, message: "Session renewed.", token: adminDb.refreshToken })
      : unauthorized();
  }),
  http.get("*/api/Analytics/DashboardStats", ({ request }) => {
    const { authorized } = record(request);
    return authorized ? HttpResponse.json({ isSuccess: true, data: adminDb.stats }) : unauthorized();
  }),
  listOf("*/api/v1/Contact/GetAll", "contacts", ["name", "email", "phone"]),
  deleteFrom("*/api/v1/Contact/Delete/:id", "contacts", "Contact deleted", "Contact not found"),
  listOf("*/api/IpAddress/GetAll", "ips", ["ipAddress", "country", "city"]),
  deleteFrom("*/api/IpAddress/Delete/:id", "ips", "IP address deleted"),
  listOf("*/api/v1/Contact/DemoRequests", "demos", ["fullName", "companyName", "email", "phone"]),
  http.get("*/api/Audit/GetAll", ({ request }) => {
    const { url, authorized } = record(request);
    if (!authorized) return unauthorized();
    const event = url.searchParams.get("event");
    return HttpResponse.json(
      page(
        adminDb.audit.filter((e) => !event || e.event === event),
        url,
        [],
      ),
    );
  }),
  deleteFrom(
    "*/api/v1/Contact/DemoRequests/:id",
    "demos",
    "Demo request deleted.",
    "Demo request not found.",
  ),
];
