import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { FunnelStep } from "~/contract/analytics-goals";
import type { CompanySettings } from "~/contract/company-settings";
import { LEAD_EVENT_KINDS, LEAD_KINDS, LEAD_STATUSES } from "~/contract/lead-status";
import { MEDIA_TYPES } from "~/contract/media";
import { ROLES } from "~/contract/roles";
import { MEETING_KINDS } from "~/contract/booking";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The searchable fields, lower-cased and joined by newlines, kept by the database. One trigram index
 * on it serves "contains" searches; a search term never holds a newline, so matches stay inside one field.
 */
/**
 * Trigram indexes take each insert at once: a GIN pending list would be read and rechecked in full by
 * every search until vacuum merges it (decision 32).
 */
const noPendingList = { fastupdate: false };

const searchColumn = (...columns: string[]) =>
  text("search").generatedAlwaysAs(sql.raw(`lower(${columns.map((c) => `"${c}"`).join(" || chr(10) || ")})`));

export const admins = pgTable(
  "admins",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    /** When the password was last set; every session started before it was ended then. */
    tokensValidAfter: at("tokens_valid_after").notNull(),
    createdAt: at("created_at").notNull(),
    /** The last successful sign-in (password or accepted invitation), for the Team screen. */
    lastSignInAt: at("last_sign_in_at"),
    /** Owners manage the team, personal data requests, settings and the Activity log (decision 38). */
    role: text("role", { enum: ROLES }).notNull().default("staff"),
    /** How visitors and mails name the member (the demo host, {{staffName}}); null: from the address. */
    displayName: text("display_name"),
    /** The member's job title, shown beside the name. */
    title: text("title"),
  },
  (t) => [check("admins_role_check", sql`${t.role} in ('owner', 'staff')`)],
);

/**
 * Settings of the whole team, changed by owners: one row (`id` is always true). The row is written on
 * the first change; until then the defaults apply.
 */
export const teamSettings = pgTable(
  "team_settings",
  {
    id: boolean("id").primaryKey().default(true),
    /** Every member must set up a second factor before anything else (enforced at sign-in). */
    requireSecondFactor: boolean("require_second_factor").notNull().default(false),
    updatedAt: at("updated_at").notNull(),
    updatedBy: text("updated_by").references(() => admins.id, { onDelete: "set null" }),
  },
  (t) => [check("team_settings_single_row", sql`${t.id}`)],
);

/**
 * The company as its owner describes it on the Settings screen (ADR 0070): one row, `data` holding the
 * whole `CompanySettings` (src/contract/company-settings.ts). No row: the first-run defaults apply.
 */
export const companySettings = pgTable(
  "company_settings",
  {
    id: smallint("id").primaryKey().default(1),
    data: jsonb("data").$type<CompanySettings>().notNull(),
    updatedAt: at("updated_at").notNull(),
    updatedBy: text("updated_by").references(() => admins.id, { onDelete: "set null" }),
  },
  (t) => [check("company_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * Pending invitations to join the staff: one per email (a new invitation replaces it). Only the SHA-256
 * of the link's token is kept; the row is deleted when the invitation is accepted.
 */
export const staffInvitations = pgTable("staff_invitations", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  tokenHash: text("token_hash").notNull().unique(),
  invitedBy: text("invited_by").references(() => admins.id, { onDelete: "set null" }),
  expiresAt: at("expires_at").notNull(),
  createdAt: at("created_at").notNull(),
});

/**
 * Sign-in sessions (ADR 0037). Access tokens name their session (`sid`) and stop working once it has
 * ended. The refresh cookie holds the family and a secret; only the SHA-256 of the current secret and
 * of the one it replaced are kept, so presenting any older one is seen as reuse and ends the session.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    adminId: text("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
    /** The member's own last use (sign-in, or a renewal's reported input), not any call (ADR 0066). */
    activeAt: at("active_at").notNull(),
    /** Sign in again after this, however often the session was refreshed. */
    expiresAt: at("expires_at").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    /** The address it was last seen from (for the approximate place on the account screen). */
    ipAddress: text("ip_address").notNull(),
    refreshFamily: text("refresh_family").notNull().unique(),
    refreshHash: text("refresh_hash").notNull(),
    previousRefreshHash: text("previous_refresh_hash"),
    rotatedAt: at("rotated_at"),
    endedAt: at("ended_at"),
    /** When the member last confirmed their password or a factor in this session (step-up, ADR 0064). */
    steppedUpAt: at("stepped_up_at"),
  },
  (t) => [
    index("admin_sessions_admin_idx").on(t.adminId),
    index("admin_sessions_expires_idx").on(t.expiresAt),
  ],
);

export const contacts = pgTable(
  "contacts",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    source: text("source").notNull().default("form"),
    /** Where staff are with this lead (LEAD_STATUSES); every change bumps `version`. */
    leadStatus: text("lead_status", { enum: LEAD_STATUSES }).notNull().default("new"),
    version: integer("version").notNull().default(1),
    assignedTo: text("assigned_to").references(() => admins.id, { onDelete: "set null" }),
    /** Estimated value in whole rupees, when staff set one; every change bumps `version`. */
    valueInr: integer("value_inr"),
    /** Arrived as Spam, so the staff notice waits until the lead first leaves Spam (ADR 0028). */
    noticeHeld: boolean("notice_held").notNull().default(false),
    createdAt: at("created_at").notNull(),
    /** First touch (the visit's landing page and UTM), when the site sent it. */
    landingPage: text("landing_page"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** The sender's visitor record of that day (same address), so erasing the person erases it too. */
    visitorId: text("visitor_id").references(() => ipRecords.id, { onDelete: "set null" }),
    search: searchColumn("name", "email", "phone"),
  },
  (t) => [
    // The status-filtered list, newest first; and one person's records for the timeline.
    index("contacts_status_created_idx").on(
      t.leadStatus,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("contacts_email_norm_idx").on(sql`lower(${t.email})`),
    // The Source filter by UTM source, newest first (decision 45).
    index("contacts_utm_source_idx").on(
      sql`lower(${t.utmSource})`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("contacts_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("contacts_search_trgm_idx")
      .using("gin", sql`${t.search} gin_trgm_ops`)
      .with(noPendingList),
    // The visitor purge deletes old records hourly; each delete finds its leads through this.
    index("contacts_visitor_idx")
      .on(t.visitorId)
      .where(sql`${t.visitorId} is not null`),
  ],
);

export const demoRequests = pgTable(
  "demo_requests",
  {
    id: text("id").primaryKey(),
    fullName: text("full_name").notNull(),
    companyName: text("company_name").notNull().default(""),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    comment: text("comment").notNull(),
    status: text("status", { enum: ["pending", "confirmed"] })
      .notNull()
      .default("pending"),
    createdAt: at("created_at").notNull(),
    confirmedAt: at("confirmed_at"),
    /** The staff member who confirmed it by hand (no code), or null when the visitor's code did. */
    confirmedBy: text("confirmed_by"),
    /** Sent sooner after the form appeared than SPAM_MIN_FILL_MS: shown to staff, never Spam (ADR 0042). */
    fastFill: boolean("fast_fill").notNull().default(false),
    /** Where staff are with this lead (LEAD_STATUSES); every change bumps `version`. */
    leadStatus: text("lead_status", { enum: LEAD_STATUSES }).notNull().default("new"),
    version: integer("version").notNull().default(1),
    assignedTo: text("assigned_to").references(() => admins.id, { onDelete: "set null" }),
    /** Estimated value in whole rupees, when staff set one; every change bumps `version`. */
    valueInr: integer("value_inr"),
    /** Arrived as Spam, so the staff notice waits until the lead first leaves Spam (ADR 0028). */
    noticeHeld: boolean("notice_held").notNull().default(false),
    /** First touch (the visit's landing page and UTM), when the site sent it. */
    landingPage: text("landing_page"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** The sender's visitor record of that day (same address), so erasing the person erases it too. */
    visitorId: text("visitor_id").references(() => ipRecords.id, { onDelete: "set null" }),
    search: searchColumn("full_name", "company_name", "email", "phone"),
  },
  (t) => [
    index("demo_requests_status_created_idx").on(
      t.leadStatus,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("demo_requests_email_norm_idx").on(sql`lower(${t.email})`),
    // The Source filter by UTM source, newest first (decision 45).
    index("demo_requests_utm_source_idx").on(
      sql`lower(${t.utmSource})`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("demo_requests_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("demo_requests_search_trgm_idx")
      .using("gin", sql`${t.search} gin_trgm_ops`)
      .with(noPendingList),
    index("demo_requests_visitor_idx")
      .on(t.visitorId)
      .where(sql`${t.visitorId} is not null`),
  ],
);

/** One live code per subject (a demo request id, or an admin email for password reset). */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose", { enum: ["demo", "password-reset"] }).notNull(),
    subject: text("subject").notNull(),
    codeHmac: text("code_hmac").notNull(),
    expiresAt: at("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    resends: integer("resends").notNull().default(0),
    lastSentAt: at("last_sent_at").notNull(),
    consumedAt: at("consumed_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [uniqueIndex("otp_challenges_subject_idx").on(t.purpose, t.subject)],
);

export const ipRecords = pgTable(
  "ip_records",
  {
    id: text("id").primaryKey(),
    ipAddress: text("ip_address").notNull(),
    country: text("country").notNull().default(""),
    city: text("city").notNull().default(""),
    region: text("region").notNull().default(""),
    timezone: text("timezone").notNull().default(""),
    /** UTC calendar day (YYYY-MM-DD): one record per address per day. */
    day: text("day").notNull(),
    createdAt: at("created_at").notNull(),
    search: searchColumn("ip_address", "country", "city"),
  },
  (t) => [
    uniqueIndex("ip_records_ip_day_idx").on(t.ipAddress, t.day),
    index("ip_records_search_trgm_idx")
      .using("gin", sql`${t.search} gin_trgm_ops`)
      .with(noPendingList),
    index("ip_records_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("ip_records_created_at_idx").on(t.createdAt),
  ],
);

export const kpis = pgTable(
  "kpis",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    target: doublePrecision("target").notNull(),
    unit: text("unit").notNull().default(""),
    trend: text("trend", { enum: ["up", "down", "flat"] })
      .notNull()
      .default("flat"),
    category: text("category").notNull().default("General"),
    lastUpdated: at("last_updated").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("kpis_category_idx").on(t.category)],
);

export const kpiHistory = pgTable(
  "kpi_history",
  {
    id: text("id").primaryKey(),
    kpiId: text("kpi_id")
      .notNull()
      .references(() => kpis.id, { onDelete: "cascade" }),
    value: doublePrecision("value").notNull(),
    target: doublePrecision("target").notNull(),
    recordedAt: at("recorded_at").notNull(),
  },
  (t) => [index("kpi_history_kpi_idx").on(t.kpiId, t.recordedAt)],
);

/**
 * The security log: append-only (triggers refuse UPDATE, DELETE and TRUNCATE, see migrations 0004 and 0027;
 * only a counted row's `count` grows, and archived rows go). `detail` holds ids, counts or a route, never
 * personal data. Each row carries the hash of the one before it (ADR 0065).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: text("id").primaryKey(),
    /** Insertion order: breaks ties between events of the same millisecond. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    time: at("time").notNull(),
    event: text("event").notNull(),
    adminId: text("admin_id"),
    ipAddress: text("ip_address").notNull(),
    outcome: text("outcome", { enum: ["success", "failure", "denied"] }).notNull(),
    detail: jsonb("detail").$type<Record<string, string | number | boolean>>(),
    /** Times a counted event happened in its window; 1 for any other row. Outside the hash. */
    count: integer("count").notNull().default(1),
    /** A counted row's key (event, outcome, caller) and the end of its window; null otherwise. */
    countKey: text("count_key"),
    windowEndsAt: at("window_ends_at"),
    /** The hash of the row before (or of the last archived one), and of this row: set by a trigger. */
    prevHash: text("prev_hash").notNull().default(""),
    hash: text("hash").notNull().default(""),
  },
  (t) => [
    index("audit_events_time_idx").on(t.time.desc().nullsFirst(), t.seq.desc().nullsFirst()),
    index("audit_events_event_time_idx").on(t.event, t.time.desc().nullsFirst(), t.seq.desc().nullsFirst()),
    uniqueIndex("audit_events_seq_idx").on(t.seq),
    index("audit_events_count_key_idx")
      .on(t.countKey, t.windowEndsAt)
      .where(sql`${t.countKey} is not null`),
  ],
);

/**
 * The security log's chain, one row (ADR 0065): its newest row (head) and the last row archived and
 * deleted (anchor). Appends lock it, so instances chain one row at a time; its seqs only move forward.
 */
export const auditChain = pgTable(
  "audit_chain",
  {
    id: integer("id").primaryKey().default(1),
    headSeq: bigint("head_seq", { mode: "number" }).notNull().default(0),
    headHash: text("head_hash").notNull().default(""),
    anchorSeq: bigint("anchor_seq", { mode: "number" }).notNull().default(0),
    anchorHash: text("anchor_hash").notNull().default(""),
  },
  (t) => [check("audit_chain_one_row", sql`${t.id} = 1`)],
);

/** Staff notes on a lead; only their author may change them. Never served to public pages. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: text("id").primaryKey(),
    leadKind: text("lead_kind", { enum: LEAD_KINDS }).notNull(),
    leadId: text("lead_id").notNull(),
    authorId: text("author_id").references(() => admins.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at"),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadKind, t.leadId, t.createdAt)],
);

/**
 * What happened to a lead besides its notes: status changes, assignments and staff emails about it,
 * for the timeline. `detail` is the new status, the assignee's email or the mail's recipient.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: text("id").primaryKey(),
    leadKind: text("lead_kind", { enum: LEAD_KINDS }).notNull(),
    leadId: text("lead_id").notNull(),
    kind: text("kind", { enum: LEAD_EVENT_KINDS }).notNull(),
    detail: text("detail").notNull(),
    adminEmail: text("admin_email"),
    at: at("at").notNull(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadKind, t.leadId, t.at)],
);

/** One secret salt per company day for the cookieless visitor id; deleted once its day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Raw page views and Web Vitals, append-only; purged after ANALYTICS_RAW_DAYS once rolled up.
 * Never an IP address or a full User-Agent: `visitor` is a salted hash that changes every day.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    time: at("time").notNull(),
    /** The company's calendar day of `time` (YYYY-MM-DD, in the zone of `analytics_day_zone`). */
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
    kind: text("kind", { enum: ["pageview", "vitals", "event"] }).notNull(),
    path: text("path").notNull(),
    /** An event's name ("CTA click", "Demo booked", "Outbound link"...); empty for page views and vitals. */
    name: text("name").notNull().default(""),
    /** An event's properties: at most 5 strings from the event's fixed list, never visitor-typed text. */
    props: jsonb("props").$type<Record<string, string>>().notNull().default({}),
    referrer: text("referrer").notNull().default(""),
    country: text("country").notNull().default(""),
    device: text("device").notNull().default(""),
    browser: text("browser").notNull().default(""),
    os: text("os").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    lcp: doublePrecision("lcp"),
    inp: doublePrecision("inp"),
    cls: doublePrecision("cls"),
    ttfb: doublePrecision("ttfb"),
  },
  (t) => [
    index("analytics_events_day_idx").on(t.day, t.visitor, t.time),
    // The Web Vitals report reads only vitals rows of a range of days.
    index("analytics_events_vitals_idx")
      .on(t.day)
      .where(sql`${t.kind} = 'vitals'`),
    index("analytics_events_named_idx")
      .on(t.day, t.name)
      .where(sql`${t.kind} = 'event'`),
  ],
);

/**
 * Daily rollups of finished days: one row per (day, dimension, value). The `total` dimension holds
 * the day's visitors, page views, sessions and bounces; `entry` and `entry_source` count sessions by
 * their landing page and UTM source (the funnel's first step).
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: text("day").notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    visitors: integer("visitors").notNull().default(0),
    pageViews: integer("page_views").notNull().default(0),
    sessions: integer("sessions").notNull().default(0),
    bounces: integer("bounces").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);

/** Goals on the Analytics screen: an event, optionally with one property's value (issue 27). */
export const analyticsGoals = pgTable("analytics_goals", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** The event name ("Demo booked", "CTA click"...). */
  event: text("event").notNull(),
  propKey: text("prop_key"),
  propValue: text("prop_value"),
  createdBy: text("created_by").references(() => admins.id, { onDelete: "set null" }),
  createdAt: at("created_at").notNull(),
});

/** Saved funnels: an ordered list of pages and events, counted per visitor within a day. */
export const analyticsFunnels = pgTable("analytics_funnels", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  steps: jsonb("steps").$type<FunnelStep[]>().notNull(),
  createdBy: text("created_by").references(() => admins.id, { onDelete: "set null" }),
  createdAt: at("created_at").notNull(),
});

/**
 * Read-only links to the analytics report (ADR 0050): only the SHA-256 of the link's token is kept.
 * A revoked link keeps its row (revoked_at) so the screen can say when it stopped working.
 */
export const analyticsShareLinks = pgTable("analytics_share_links", {
  id: text("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  label: text("label").notNull(),
  createdBy: text("created_by").references(() => admins.id, { onDelete: "set null" }),
  createdAt: at("created_at").notNull(),
  revokedAt: at("revoked_at"),
  lastViewedAt: at("last_viewed_at"),
});

/** API keys that read the analytics report and nothing else (ADR 0050): the key's SHA-256 and its first characters. */
export const analyticsApiKeys = pgTable("analytics_api_keys", {
  id: text("id").primaryKey(),
  keyHash: text("key_hash").notNull().unique(),
  /** The key's first characters, shown on the screen to tell keys apart. */
  prefix: text("prefix").notNull(),
  label: text("label").notNull(),
  createdBy: text("created_by").references(() => admins.id, { onDelete: "set null" }),
  createdAt: at("created_at").notNull(),
  revokedAt: at("revoked_at"),
  lastUsedAt: at("last_used_at"),
});

/** Members who asked for the weekly analytics mail (owners only receive it). */
export const analyticsWeeklyRecipients = pgTable("analytics_weekly_recipients", {
  adminId: text("admin_id")
    .primaryKey()
    .references(() => admins.id, { onDelete: "cascade" }),
  createdAt: at("created_at").notNull(),
});

/**
 * One row per session (ADR 0049), for reports narrowed by filters. `tags` holds `dimension=value` for
 * the session's landing view (entry, referrer, source, medium, campaign, country, browser, os, device)
 * and for its visitor's whole day (`page=`, `event=`, `prop=key=value`), so every combination of
 * filters is one containment test on one GIN index. `visit` numbers the visitors of a day; `multi`
 * marks a visitor with more than one session that day (only those need a distinct count).
 */
export const analyticsSessions = pgTable(
  "analytics_sessions",
  {
    day: text("day").notNull(),
    visit: integer("visit").notNull(),
    multi: boolean("multi").notNull(),
    views: integer("views").notNull(),
    tags: text("tags").array().notNull(),
    /** The session's page views in order (a path per view). */
    pages: text("pages").array().notNull(),
    /** The session's events: `event=name` per event and `prop=key=value` per property. */
    events: text("events").array().notNull(),
    /**
     * The daily visitor id, on open days only: their rows are rewritten per visitor as events arrive.
     * A finished day's rows carry none.
     */
    visitor: text("visitor"),
  },
  (t) => [
    index("analytics_sessions_day_idx").on(t.day),
    index("analytics_sessions_tags_idx").using("gin", t.tags),
    index("analytics_sessions_open_idx")
      .on(t.day, t.visitor)
      .where(sql`${t.visitor} is not null`),
  ],
);

/**
 * The days `analytics_sessions` holds: finished days (rolled up once by the upkeep) and open days,
 * brought up to date at report time whenever their raw event count (`events`) has changed.
 */
export const analyticsSessionDays = pgTable("analytics_session_days", {
  day: text("day").primaryKey(),
  events: integer("events").notNull(),
  finished: boolean("finished").notNull(),
  /** An open day's rows hold every raw page view and event up to this id (null: rewrite in full). */
  maxId: bigint("max_id", { mode: "number" }),
  /** A finished day whose broad tags' pairs are in `analytics_tag_pairs`. */
  pairs: boolean("pairs").notNull().default(false),
});

/**
 * Raw events per day and kind, kept by a trigger on `analytics_events` (migration 0025) in the inserting
 * transaction, so a snapshot's counts always match its events. Reports ask "anything new today?" of
 * these rows instead of counting today's events, which are too recent to be counted from the index alone.
 */
export const analyticsDayCounts = pgTable(
  "analytics_day_counts",
  {
    day: text("day").notNull(),
    kind: text("kind").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);

/**
 * A single filter's figures per finished day, for the tags of many sessions (ADR 0053): for each
 * `filter` tag carried by at least PAIR_MIN_SESSIONS sessions that day, the sessions that carry it
 * counted by each `tag` they carry (the filter's own tag gives its totals), and by `views=` page and
 * `times=` event. A broad filter then reads these rows instead of most of the session rows.
 */
export const analyticsTagPairs = pgTable(
  "analytics_tag_pairs",
  {
    filter: text("filter").notNull(),
    day: text("day").notNull(),
    tag: text("tag").notNull(),
    visitors: integer("visitors").notNull(),
    pageViews: integer("page_views").notNull(),
    sessions: integer("sessions").notNull(),
    bounces: integer("bounces").notNull(),
  },
  (t) => [primaryKey({ columns: [t.filter, t.day, t.tag] })],
);

/**
 * Finished days whose funnel counts are in `analytics_funnel_counts`, per funnel (ADR 0048). `funnel`
 * is made from the funnel's steps (the booking funnel's, or a saved funnel's), so a day is counted once
 * per list of steps and kept counts never belong to other steps.
 */
export const analyticsFunnelDays = pgTable(
  "analytics_funnel_days",
  {
    funnel: text("funnel").notNull(),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.funnel, t.day] })],
);

/**
 * A finished day's funnel counts: the visitor-days whose furthest step in order was `reached` (1-based),
 * overall (`total`, value '') and, for the booking funnel, per `landing` page and UTM `source`.
 */
export const analyticsFunnelCounts = pgTable(
  "analytics_funnel_counts",
  {
    funnel: text("funnel").notNull(),
    day: text("day").notNull(),
    dimension: text("dimension", { enum: ["total", "landing", "source"] }).notNull(),
    value: text("value").notNull(),
    reached: integer("reached").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.funnel, t.day, t.dimension, t.value, t.reached] })],
);

/**
 * The zone the analytics days are counted in (one row): when COMPANY_TIME_ZONE is another, the upkeep
 * dates the raw events again and drops what was rolled up from them, to be rolled up again (ADR 0019).
 * Migration 0032 recorded UTC, the zone of every day stored before it.
 */
export const analyticsDayZone = pgTable(
  "analytics_day_zone",
  {
    id: boolean("id").primaryKey().default(true),
    zone: text("zone").notNull(),
  },
  (t) => [check("analytics_day_zone_single_row", sql`${t.id}`)],
);

/**
 * A staff member's demo availability (issue 22). No row means the defaults: takes demos, Mon–Fri
 * 10:00–18:00 in the company time zone. `weeklyHours` holds, per ISO weekday (1 = Monday … 7 = Sunday),
 * the working intervals as "HH:MM" wall-clock times in COMPANY_TIME_ZONE.
 */
export const staffSchedules = pgTable(
  "staff_schedules",
  {
    adminId: text("admin_id")
      .primaryKey()
      .references(() => admins.id, { onDelete: "cascade" }),
    takesDemos: boolean("takes_demos").notNull().default(true),
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull(),
    /** SHA-256 of the private iCal feed's secret (the URL itself is shown once, when made). */
    feedTokenHash: text("feed_token_hash").unique(),
    /** Optional CalDAV calendar: busy times block slots, confirmed demos are written into it. */
    caldavUrl: text("caldav_url"),
    caldavUsername: text("caldav_username"),
    /** The password sealed under the key ring's seal key (platform/crypto/sealed.ts, ADR 0067). */
    caldavPasswordEnc: text("caldav_password_enc"),
    /** The calendar's busy intervals last read (ISO instants), used when it cannot be reached. */
    caldavBusy: jsonb("caldav_busy").$type<{ start: string; end: string }[]>().notNull().default([]),
    caldavSyncedAt: at("caldav_synced_at"),
    /** The last error reaching the calendar, shown on /availability; null after a good read. */
    caldavError: text("caldav_error"),
    /** Where this host meets visitors: a video link, a phone call, or the office; null when not said. */
    meetingKind: text("meeting_kind", { enum: MEETING_KINDS }),
    /** The video link or the phone number (none for the office, whose address is the company's). */
    meetingDetail: text("meeting_detail"),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    check(
      "staff_schedules_meeting_kind_check",
      sql`${t.meetingKind} is null or ${t.meetingKind} in ('video', 'phone', 'office')`,
    ),
  ],
);
export type WeeklyHours = Partial<
  Record<"1" | "2" | "3" | "4" | "5" | "6" | "7", { start: string; end: string }[]>
>;

/** Days a staff member takes no demos (date overrides), as company-zone calendar dates. */
export const staffDaysOff = pgTable(
  "staff_days_off",
  {
    adminId: text("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.day] })],
);

export const BOOKING_STATUSES = ["held", "confirmed", "cancelled"] as const;
export const ATTENDANCE = ["attended", "no_show"] as const;

/**
 * A demo's time with one host: held while the visitor's code is live, confirmed when verified. The
 * database refuses two live bookings of one host whose [startsAt, blockedUntil) overlap (an exclusion
 * constraint in migration 0011); an expired hold is deleted before a new one is inserted. Reschedules
 * update the row (same UID, SEQUENCE + 1).
 */
export const demoBookings = pgTable(
  "demo_bookings",
  {
    id: text("id").primaryKey(),
    demoRequestId: text("demo_request_id")
      .notNull()
      .references(() => demoRequests.id, { onDelete: "cascade" }),
    hostId: text("host_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    /** endsAt plus the buffer: the host is not offered again before this. */
    blockedUntil: at("blocked_until").notNull(),
    /** The visitor's IANA time zone, for their mails. */
    timeZone: text("time_zone").notNull(),
    holdExpiresAt: at("hold_expires_at"),
    /** iCalendar UID and SEQUENCE (RFC 5545): every change sends the same UID with a higher SEQUENCE. */
    uid: text("uid").notNull().unique(),
    sequence: integer("sequence").notNull().default(0),
    attendance: text("attendance", { enum: ATTENDANCE }),
    /** Where the event sits in the host's CalDAV calendar, once written. */
    caldavHref: text("caldav_href"),
    caldavEtag: text("caldav_etag"),
    createdAt: at("created_at").notNull(),
    confirmedAt: at("confirmed_at"),
    cancelledAt: at("cancelled_at"),
  },
  (t) => [
    uniqueIndex("demo_bookings_request_idx").on(t.demoRequestId),
    index("demo_bookings_host_starts_idx").on(t.hostId, t.startsAt),
    index("demo_bookings_starts_idx").on(t.startsAt),
  ],
);

export const JOB_STATUSES = ["pending", "running", "done", "failed"] as const;

/**
 * Durable scheduled work (reminders, follow-ups, reports): due-time rows claimed with
 * FOR UPDATE SKIP LOCKED, so each runs once across instances and survives restarts (ADR 0033).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    /** Unique per logical job (e.g. one reminder of one booking at one offset): enqueueing twice is a no-op. */
    key: text("key").notNull().unique(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    runAt: at("run_at").notNull(),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    /** A running job whose lock passed (its instance died) is claimed again. */
    lockedUntil: at("locked_until"),
    lastError: text("last_error"),
    createdAt: at("created_at").notNull(),
    doneAt: at("done_at"),
  },
  (t) => [index("jobs_due_idx").on(t.status, t.runAt)],
);

export const KEY_RING_PURPOSES = ["access", "seal", "code", "manage"] as const;

/**
 * The key ring (ADR 0067): a key per purpose and id, sealed under a key derived from the server secret,
 * so a copy of the database alone holds no usable key. The newest key whose `signsFrom` has come signs;
 * older ones verify until nothing made with them is still valid, then their row is deleted.
 */
export const keyRing = pgTable(
  "key_ring",
  {
    kid: text("kid").primaryKey(),
    purpose: text("purpose", { enum: KEY_RING_PURPOSES }).notNull(),
    /** AES-256-GCM of the key under the key-encryption key (iv.tag.ciphertext, base64url). */
    sealedKey: text("sealed_key").notNull(),
    /** The install's first key, derived from the server secret as before key ids. */
    derived: boolean("derived").notNull().default(false),
    createdAt: at("created_at").notNull(),
    signsFrom: at("signs_from").notNull(),
  },
  (t) => [check("key_ring_purpose_check", sql`${t.purpose} in ('access', 'seal', 'code', 'manage')`)],
);

/**
 * A member's TOTP key (RFC 6238), sealed under the key ring's seal key (ADR 0067). `confirmedAt` is
 * null until the member enters a first right code; an unconfirmed key is not a second factor.
 * `lastStep` is the newest time step accepted: a code of that step or older is refused, so each code
 * works once (ADR 0039).
 */
export const mfaTotp = pgTable("mfa_totp", {
  adminId: text("admin_id")
    .primaryKey()
    .references(() => admins.id, { onDelete: "cascade" }),
  sealedSecret: text("sealed_secret").notNull(),
  confirmedAt: at("confirmed_at"),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: at("created_at").notNull(),
});

/** Single-use recovery codes, shown once; only their HMAC is kept. */
export const mfaRecoveryCodes = pgTable(
  "mfa_recovery_codes",
  {
    id: text("id").primaryKey(),
    adminId: text("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHmac: text("code_hmac").notNull(),
    usedAt: at("used_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [uniqueIndex("mfa_recovery_codes_code_idx").on(t.adminId, t.codeHmac)],
);

/** WebAuthn credentials (passkeys): a second factor, and a sign-in on their own. */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    adminId: text("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    createdAt: at("created_at").notNull(),
    lastUsedAt: at("last_used_at"),
  },
  (t) => [index("passkeys_admin_idx").on(t.adminId)],
);

export const AUTH_TICKET_PURPOSES = [
  "second-factor",
  "passkey-signin",
  "passkey-register",
  "signin-link",
  "step-up",
  "mfa-unlock",
] as const;

/**
 * Short-lived, single-use sign-in steps: the ticket between password and second factor, WebAuthn
 * challenges, and emailed sign-in and unlock links. Only the SHA-256 of the ticket is kept.
 */
export const authTickets = pgTable(
  "auth_tickets",
  {
    id: text("id").primaryKey(),
    ticketHash: text("ticket_hash").notNull().unique(),
    purpose: text("purpose", { enum: AUTH_TICKET_PURPOSES }).notNull(),
    adminId: text("admin_id").references(() => admins.id, { onDelete: "cascade" }),
    /** The WebAuthn challenge this step expects, when it has one. */
    challenge: text("challenge"),
    /** The password was not checked yet (the account is past its failed-check cap): the next step checks it. */
    passwordPending: boolean("password_pending").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("auth_tickets_expires_idx").on(t.expiresAt)],
);

/**
 * Wrong sign-in codes (authenticator or recovery) in a row per member. At 10 the codes are locked
 * (`lockedAt`) until the member follows the emailed unlock link; a right code starts the count again.
 */
export const mfaCodeLocks = pgTable("mfa_code_locks", {
  adminId: text("admin_id")
    .primaryKey()
    .references(() => admins.id, { onDelete: "cascade" }),
  failures: integer("failures").notNull().default(0),
  lockedAt: at("locked_at"),
});

/**
 * The browsers (name and device, no version) and coarse networks (/24, /48) each member signed in from,
 * with the last time: a sign-in from a pair not seen in 30 days is mailed to the member.
 */
export const knownSignIns = pgTable(
  "known_sign_ins",
  {
    adminId: text("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    browser: text("browser").notNull(),
    network: text("network").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.browser, t.network] })],
);

/**
 * A member's asked-for new sign-in email, until its mailed link is followed: one per member (a newer
 * request replaces it), only the SHA-256 of the link's token kept. `sessionId` asked for it and stays
 * signed in when the change is made; every other session of the member ends.
 */
export const emailChanges = pgTable("email_changes", {
  adminId: text("admin_id")
    .primaryKey()
    .references(() => admins.id, { onDelete: "cascade" }),
  newEmail: text("new_email").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  sessionId: text("session_id").references(() => adminSessions.id, { onDelete: "set null" }),
  expiresAt: at("expires_at").notNull(),
  createdAt: at("created_at").notNull(),
});

/**
 * Reply templates staff pick in the lead's composer (issue 26). Only the placeholders of
 * REPLY_PLACEHOLDERS are allowed in them; the save refuses any other (decision 43).
 */
export const replyTemplates = pgTable("reply_templates", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  version: integer("version").notNull().default(1),
  updatedBy: text("updated_by"),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
});

/** A staff member's unsent reply to a lead: one per lead and member, deleted when sent. */
export const replyDrafts = pgTable(
  "reply_drafts",
  {
    leadKind: text("lead_kind", { enum: LEAD_KINDS }).notNull(),
    leadId: text("lead_id").notNull(),
    adminId: text("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leadKind, t.leadId, t.adminId] })],
);

/**
 * Replies staff sent from the lead's page, with their whole text for the timeline. `messageId` and
 * `references` are the mail's threading headers (RFC 5322): each reply names the ones before it.
 */
export const leadReplies = pgTable(
  "lead_replies",
  {
    id: text("id").primaryKey(),
    leadKind: text("lead_kind", { enum: LEAD_KINDS }).notNull(),
    leadId: text("lead_id").notNull(),
    adminId: text("admin_id").references(() => admins.id, { onDelete: "set null" }),
    adminEmail: text("admin_email").notNull(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    messageId: text("message_id").notNull().unique(),
    references: text("references").notNull().default(""),
    sentAt: at("sent_at").notNull(),
  },
  (t) => [index("lead_replies_lead_idx").on(t.leadKind, t.leadId, t.sentAt)],
);

/**
 * Follow-ups (tasks) on a lead: due at a time, for an assignee, done with one click. The mail to the
 * assignee when one falls due is a durable job (`followup:<id>:<version>`, ADR 0033).
 */
export const followUps = pgTable(
  "follow_ups",
  {
    id: text("id").primaryKey(),
    leadKind: text("lead_kind", { enum: LEAD_KINDS }).notNull(),
    leadId: text("lead_id").notNull(),
    dueAt: at("due_at").notNull(),
    note: text("note").notNull(),
    assigneeId: text("assignee_id").references(() => admins.id, { onDelete: "set null" }),
    createdBy: text("created_by").notNull(),
    createdAt: at("created_at").notNull(),
    doneAt: at("done_at"),
    doneBy: text("done_by"),
    /** When the assignee was mailed that it fell due. */
    mailedAt: at("mailed_at"),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("follow_ups_lead_idx").on(t.leadKind, t.leadId),
    // The /tasks screen and the dashboard read open follow-ups by due time, mine or everyone's.
    index("follow_ups_open_due_idx")
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null`),
    index("follow_ups_assignee_open_idx")
      .on(t.assigneeId, t.dueAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/** One stored form of a picture besides its original: the file `<width>.<format>` in its folder. */
export interface StoredMediaVariant {
  format: "avif" | "webp" | "png";
  width: number;
}

/**
 * Pictures owners upload (logo, team and testimonial photos, covers). The files live in
 * DATA_DIR/media/<id>/ (ADR 0071); `variants` lists the forms made at upload, so a later change of the
 * widths never promises files an older picture does not have. `sha256` is the stored original's.
 */
export const media = pgTable(
  "media",
  {
    id: text("id").primaryKey(),
    alt: text("alt").notNull(),
    type: text("type", { enum: MEDIA_TYPES }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    variants: jsonb("variants").$type<StoredMediaVariant[]>().notNull(),
    createdAt: at("created_at").notNull(),
    createdBy: text("created_by").references(() => admins.id, { onDelete: "set null" }),
  },
  (t) => [
    index("media_created_idx").on(t.createdAt, t.id),
    check(
      "media_type_check",
      sql`${t.type} in ('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml')`,
    ),
  ],
);
