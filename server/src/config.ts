import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { z } from "zod";
import { companyPhoneSchema, companySettingsSchema, timeZoneSchema } from "~/contract/company-settings";
import { brandColourProblem } from "~/shared/brand-colours";
import { DEFAULT_CMS_PROXY_PORT } from "./site/cms";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * PostgreSQL connections per instance unless DATABASE_POOL_SIZE says otherwise: twice the cores, at
 * least 4. More connections than the machine can run at once only make queries wait on each other
 * inside the database, where the slowest wait longest (decision 32).
 */
export const defaultPoolSize = () => Math.max(4, 2 * availableParallelism());

/** True for a URL that is only an origin: no user, path (beyond "/"), query or fragment. */
function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return !url.username && !url.password && url.pathname === "/" && !/[?#]/.test(value);
}

/**
 * A company setting (COMPANY_NAME…): a first-run default of the Settings screen's field, checked by the
 * same rule as the screen's, unset when empty.
 */
const companyField = <T extends z.ZodType<unknown, string>>(field: T) => optionalText.pipe(field.optional());
const settingsField = companySettingsSchema.shape;

/** A brand colour the Settings screen would accept: white text on it meets WCAG AA. */
const brandColourField = settingsField.brandColour.transform((colour, ctx) => {
  const problem = brandColourProblem(colour);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
  return colour;
});

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

/**
 * TRUST_PROXY: unset/"false" → the socket address only; a number → that many proxy hops;
 * otherwise a comma-separated list of proxy addresses or CIDRs. "true" (trust anyone) is refused.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (!v || v === "false" || v === "0") return false;
    if (/^\d+$/.test(v)) return Number(v);
    if (v === "true") {
      ctx.addIssue({ code: "custom", message: "must be a hop count or proxy addresses/CIDRs, never 'true'" });
      return z.NEVER;
    }
    const parts = v
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    const bad = parts.find((p) => !isIP(p.split("/")[0] ?? ""));
    if (bad) {
      ctx.addIssue({ code: "custom", message: `'${bad}' is not an address or CIDR` });
      return z.NEVER;
    }
    return parts;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: int(3000, 0).pipe(z.number().max(65535)),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  BUILD_DIR: z.string().trim().min(1).default("build"),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_SIZE: int(defaultPoolSize(), 1).pipe(z.number().max(100)),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, "must be at least 12 characters").optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  SMTP_FROM: z.string().trim().default("Company <no-reply@example.com>"),
  SMS_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SITE_DEPLOY_HOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  COMPANY_EMAIL: companyField(settingsField.email),
  COMPANY_NAME: companyField(settingsField.name),
  COMPANY_LEGAL_NAME: companyField(settingsField.legalName),
  COMPANY_PHONE: companyField(companyPhoneSchema),
  COMPANY_WHATSAPP: companyField(companyPhoneSchema),
  COMPANY_BRAND_COLOUR: companyField(brandColourField),
  STAFF_INBOX: companyField(settingsField.email),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  TRUST_PROXY: trustProxySchema,
  VISITOR_RETENTION_DAYS: int(90, 1),
  AUDIT_RETENTION_DAYS: int(400, 1),
  ANALYTICS_RAW_DAYS: int(30, 2),
  OUTBOX_RETENTION_DAYS: int(7, 1),
  LEAD_REPLY_HOURS: int(24, 1),
  LIST_TOTAL_CACHE_SECONDS: int(5, 0),
  TOKEN_CHECK_CACHE_SECONDS: int(2, 0).pipe(z.number().max(60)),
  STEP_UP_MINUTES: int(5, 1).pipe(z.number().max(60)),
  // Fractions allowed so a test can wait out a limit of half a minute; no longer than a session lives.
  SESSION_IDLE_MINUTES: z.coerce.number().min(0.5).max(480).default(30),
  SPAM_MIN_FILL_MS: int(3000, 0).pipe(z.number().max(60_000)),
  ADMIN_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ADMIN_ORIGIN: optionalText.pipe(
    z
      .url({ protocol: /^https?$/ })
      .refine(isBareOrigin, "must be an origin (scheme, host and port) such as https://admin.example.com")
      .transform((v) => new URL(v).origin)
      .optional(),
  ),
  COMPANY_TIME_ZONE: z
    .string()
    .trim()
    .default("Asia/Kolkata")
    // The Settings screen's rule: a zone Intl knows, by its IANA name.
    .refine(
      (zone) => timeZoneSchema.safeParse(zone).success,
      "must be an IANA time zone such as Asia/Kolkata",
    ),
  DEMO_DURATION_MINUTES: int(30, 5).pipe(z.number().max(480)),
  DEMO_BUFFER_MINUTES: int(15, 0).pipe(z.number().max(240)),
  DEMO_MIN_NOTICE_MINUTES: int(240, 0),
  DEMO_BOOKING_DAYS: int(30, 1).pipe(z.number().max(365)),
  DEMO_REMINDERS: z
    .string()
    .trim()
    .default("1440,60")
    .transform((v) =>
      v
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^\d+$/, "minutes, comma-separated")).max(5))
    .transform((list) => list.map(Number).filter((m) => m > 0)),
  DEMO_CHANGE_CUTOFF_MINUTES: int(60, 0),
  CALDAV_ALLOW_PRIVATE: z.enum(["", "0", "1", "false", "true"]).default(""),
  CALDAV_URL_GUARD: z.enum(["", "0", "1", "false", "true"]).default(""),
  OUTBOX_IN_PRODUCTION: z.enum(["", "0", "1", "false", "true"]).default(""),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Per-window limits; raised only for load tests.
  RATE_LIMIT_PUBLIC_FORMS: int(30, 1),
  RATE_LIMIT_LOGIN_EMAIL: int(5, 1),
  RATE_LIMIT_LOGIN_IP: int(20, 1),
  RATE_LIMIT_OTP_SENDS: int(10, 1),
  RATE_LIMIT_OTP_SENDS_IP: int(50, 1),
  RATE_LIMIT_TRACK_VISITOR: int(30, 1),
  RATE_LIMIT_COLLECT: int(120, 1),
  RATE_LIMIT_SMS_PER_DAY: int(500, 1),
  RATE_LIMIT_EMAIL_PER_DAY: int(20, 1),
  VITE_GA_MEASUREMENT_ID: optionalText,
  VITE_CHAT_WIDGET_SRC: optionalText,
  VITE_API_BASE_URL: optionalText,
  // The CMS's local backend (`npm run cms`); /cms may call it outside production.
  CMS_PROXY_PORT: int(DEFAULT_CMS_PROXY_PORT, 1).pipe(z.number().max(65535)),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  buildDir: string;
  /** Port of the CMS's local backend, allowed in /cms's policy outside production. */
  cmsProxyPort: number;
  databaseUrl?: string;
  /** PostgreSQL connections this instance opens at most. */
  databasePoolSize: number;
  redisUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  jwtSecret?: string;
  smtpUrl?: string;
  smtpFrom: string;
  smsWebhookUrl?: string;
  /** A static host's build hook, POSTed after each settings save so its copy of the pages follows. */
  siteDeployHookUrl?: string;
  /**
   * The company's details as the environment gives them: first-run defaults, used until an owner saves
   * the Settings screen (ADR 0070); the unset ones come from src/shared/company.ts. The server reads the
   * company through `ctx.company`, never through these.
   */
  company: {
    name?: string;
    legalName?: string;
    /** The public email (COMPANY_EMAIL). */
    email?: string;
    phone?: string;
    whatsapp?: string;
    brandColour?: string;
    /** Where staff mail goes (STAFF_INBOX); unset: the public email. */
    staffInbox?: string;
    /** IANA zone (COMPANY_TIME_ZONE). */
    timeZone: string;
  };
  corsOrigins: string[];
  trustProxy: false | number | string[];
  visitorRetentionDays: number;
  /** Days security log rows stay in the database; older ones are archived to DATA_DIR/audit/ (ADR 0065). */
  auditRetentionDays: number;
  /** Days raw analytics events are kept (their daily rollups stay). */
  analyticsRawDays: number;
  /** Days message files are kept in DATA_DIR/outbox. */
  outboxRetentionDays: number;
  /** Hours after arrival by which a new lead should have an answer. */
  leadReplyHours: number;
  /** Seconds a lead list's count is kept per search (0: counted every time; decision 32). */
  listTotalCacheSeconds: number;
  /** Seconds an admin token's database check (revocation, password change, removal) is kept; 0 asks every call. */
  tokenCheckCacheSeconds: number;
  /** Minutes a confirmation (password or factor) lets sensitive changes through (ADR 0064). */
  stepUpMinutes: number;
  /** Minutes without the member's own use after which a session no longer renews (ADR 0066). */
  sessionIdleMinutes: number;
  /** Origin of the admin screens, for the links in staff emails. */
  adminBaseUrl: string;
  /**
   * The admin's own origin (ADR 0068): sign-in, the admin screens and the auth calls answer only there, and
   * `adminBaseUrl` is then the public site's origin. Unset: one origin serves everything.
   */
  adminOrigin?: string;
  /** A form sent sooner than this after its render is kept as Spam (0: never by time). */
  spamMinFillMs: number;
  logLevel: string;
  /** Demo booking (issue 22): every wall-clock time staff set is in the company's time zone. */
  booking: {
    durationMinutes: number;
    bufferMinutes: number;
    minNoticeMinutes: number;
    bookingDays: number;
    /** Reminder offsets, minutes before the demo, largest first. */
    reminders: number[];
    changeCutoffMinutes: number;
    /** Under the guard, a CalDAV URL may resolve to a private address (self-hosted calendar). */
    caldavAllowPrivate: boolean;
    /** CalDAV URLs must be https and public (on unless CALDAV_URL_GUARD=0, whatever NODE_ENV says). */
    caldavUrlGuard: boolean;
  };
  limits: {
    /** Public form submissions per IP per 10 minutes. */
    publicForms: number;
    /** Sign-in attempts per (email, client address) per 15 minutes; past it, each email only slows down. */
    loginEmail: number;
    /** Sign-in attempts per client address per 15 minutes. */
    loginIp: number;
    /** OTP sends per phone and per email per hour. */
    otpSends: number;
    /** OTP sends per IP (IPv6: per /64) per hour. */
    otpSendsIp: number;
    /** TrackVisitor calls per IP per hour. */
    trackVisitor: number;
    /** Analytics beacons per IP (IPv6: per /64) per minute. */
    collect: number;
    /** SMS sent per UTC day, all callers together. */
    smsPerDay: number;
    /** Code mails to one email address per UTC day. */
    emailPerDay: number;
  };
  /** External origins the built site may load (from the same env the site was built with). */
  site: { gaMeasurementId?: string; chatWidgetSrc?: string; apiBaseUrl?: string };
}

export class ConfigError extends Error {}

/**
 * Why an SMTP URL would send mail (reset codes, invitation links) in clear text, or undefined when it
 * uses TLS: `smtps://` (TLS from the start), or `smtp://` with `requireTLS=true` (STARTTLS, or no mail).
 * Certificate checks stay on: TLS to whoever answers is no protection.
 */
export function smtpTlsProblem(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined; // the schema reports a malformed URL
  }
  const query = parsed.searchParams;
  if (query.get("tls.rejectUnauthorized") === "false" || query.get("ignoreTLS") === "true")
    return "must check the mail server's certificate in production (drop tls.rejectUnauthorized=false and ignoreTLS)";
  if (parsed.protocol === "smtps:" || query.get("requireTLS") === "true") return undefined;
  return "must use TLS in production: smtps://… (port 465), or smtp://…?requireTLS=true (STARTTLS, port 587)";
}

/** Settings that are fine for local use but unsafe in production. */
function productionProblems(source: Record<string, string | undefined>): string[] {
  const lines: string[] = [];
  if (!source.JWT_SECRET?.trim()) lines.push("  JWT_SECRET: is required in production");
  // Codes and phone numbers must not travel in clear text.
  if (/^http:/i.test(source.SMS_WEBHOOK_URL?.trim() ?? ""))
    lines.push("  SMS_WEBHOOK_URL: must be an https URL in production");
  if (/^http:/i.test(source.SITE_DEPLOY_HOOK_URL?.trim() ?? ""))
    lines.push("  SITE_DEPLOY_HOOK_URL: must be an https URL in production");
  // Invitation, booking and lead links in mails open the site: over http they could be read or changed.
  if (!/^https:/i.test(source.ADMIN_BASE_URL?.trim() ?? ""))
    lines.push("  ADMIN_BASE_URL: must be an https URL in production (it starts the links in mails)");
  if (/^http:/i.test(source.ADMIN_ORIGIN?.trim() ?? ""))
    lines.push("  ADMIN_ORIGIN: must be an https origin in production (the refresh cookie is Secure)");
  const smtp = smtpTlsProblem(source.SMTP_URL?.trim());
  if (smtp) lines.push(`  SMTP_URL: ${smtp}`);
  // Without a provider every code and message would sit in files on the server's disk.
  const outboxAllowed = ["1", "true"].includes(source.OUTBOX_IN_PRODUCTION?.trim() ?? "");
  if (!source.SMTP_URL?.trim() && !source.SMS_WEBHOOK_URL?.trim() && !outboxAllowed) {
    lines.push(
      "  SMTP_URL, SMS_WEBHOOK_URL: set at least one in production (mail and SMS would otherwise be written to DATA_DIR/outbox); set OUTBOX_IN_PRODUCTION=1 to accept that",
    );
  }
  return lines;
}

/** Reads and validates the environment once; throws ConfigError with one line per bad setting. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
  if (source.NODE_ENV === "production") lines.push(...productionProblems(source));
  if (!parsed.success || lines.length) throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  const e = parsed.data;
  const adminBaseUrl = (e.ADMIN_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  // Visitors' links (bookings, shared reports) start with ADMIN_BASE_URL: they must not open on the admin's origin.
  if (e.ADMIN_ORIGIN && new URL(adminBaseUrl).origin === e.ADMIN_ORIGIN)
    throw new ConfigError(
      "Invalid configuration:\n  ADMIN_BASE_URL: must be the public site's origin when ADMIN_ORIGIN is set, not the admin's",
    );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    buildDir: resolve(e.BUILD_DIR),
    cmsProxyPort: e.CMS_PROXY_PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    siteDeployHookUrl: e.SITE_DEPLOY_HOOK_URL,
    company: {
      name: e.COMPANY_NAME,
      legalName: e.COMPANY_LEGAL_NAME,
      email: e.COMPANY_EMAIL,
      phone: e.COMPANY_PHONE,
      whatsapp: e.COMPANY_WHATSAPP,
      brandColour: e.COMPANY_BRAND_COLOUR,
      staffInbox: e.STAFF_INBOX,
      timeZone: e.COMPANY_TIME_ZONE,
    },
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    visitorRetentionDays: e.VISITOR_RETENTION_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    analyticsRawDays: e.ANALYTICS_RAW_DAYS,
    outboxRetentionDays: e.OUTBOX_RETENTION_DAYS,
    leadReplyHours: e.LEAD_REPLY_HOURS,
    listTotalCacheSeconds: e.LIST_TOTAL_CACHE_SECONDS,
    tokenCheckCacheSeconds: e.TOKEN_CHECK_CACHE_SECONDS,
    stepUpMinutes: e.STEP_UP_MINUTES,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    adminBaseUrl,
    adminOrigin: e.ADMIN_ORIGIN,
    spamMinFillMs: e.SPAM_MIN_FILL_MS,
    logLevel: e.LOG_LEVEL,
    booking: {
      durationMinutes: e.DEMO_DURATION_MINUTES,
      bufferMinutes: e.DEMO_BUFFER_MINUTES,
      minNoticeMinutes: e.DEMO_MIN_NOTICE_MINUTES,
      bookingDays: e.DEMO_BOOKING_DAYS,
      reminders: [...new Set(e.DEMO_REMINDERS)].sort((a, b) => b - a),
      changeCutoffMinutes: e.DEMO_CHANGE_CUTOFF_MINUTES,
      caldavAllowPrivate: ["1", "true"].includes(e.CALDAV_ALLOW_PRIVATE),
      caldavUrlGuard: !["0", "false"].includes(e.CALDAV_URL_GUARD),
    },
    limits: {
      publicForms: e.RATE_LIMIT_PUBLIC_FORMS,
      loginEmail: e.RATE_LIMIT_LOGIN_EMAIL,
      loginIp: e.RATE_LIMIT_LOGIN_IP,
      otpSends: e.RATE_LIMIT_OTP_SENDS,
      otpSendsIp: e.RATE_LIMIT_OTP_SENDS_IP,
      trackVisitor: e.RATE_LIMIT_TRACK_VISITOR,
      collect: e.RATE_LIMIT_COLLECT,
      smsPerDay: e.RATE_LIMIT_SMS_PER_DAY,
      emailPerDay: e.RATE_LIMIT_EMAIL_PER_DAY,
    },
    site: {
      gaMeasurementId: e.VITE_GA_MEASUREMENT_ID,
      chatWidgetSrc: e.VITE_CHAT_WIDGET_SRC,
      apiBaseUrl: e.VITE_API_BASE_URL,
    },
  };
}
