import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { AuditLog } from "./platform/audit-log";
import type { Database, Db } from "./platform/db/client";
import type { Background } from "./platform/background";
import type { Clock, Delay } from "./platform/clock";
import type { Limiter } from "./platform/rate-limit";
import type { AnalyticsIngest } from "./modules/analytics/ingest";
import type { ListTotals } from "./platform/list-totals";
import type { AdminClaims, RoleChecks } from "./modules/identity/claims";
import type { TokenChecks } from "./modules/identity/token-checks";
import type { Secrets } from "./platform/crypto/keys";
import type { CompanySettingsStore } from "./modules/settings/store";
import type { SitePublisher } from "./modules/publish/publisher-shape";

/** One outgoing mail or SMS. */
export interface Message {
  channel: "email" | "sms";
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML (visitor mails): sent beside `text` as multipart/alternative, text first. */
  html?: string;
  /**
   * A calendar invitation (RFC 5546): sent as a `text/calendar; method=…` part and an `.ics`
   * attachment; the outbox file keeps it as written.
   */
  calendar?: { method: "REQUEST" | "CANCEL"; ics: string };
  /** Where the recipient's answer goes (a staff member's reply from the lead page). */
  replyTo?: string;
  /** Threading headers (RFC 5322 §3.6.4): this mail's id and the ids of the thread before it. */
  messageId?: string;
  inReplyTo?: string;
  references?: string;
}

/** Outgoing mail and SMS: real providers when configured, else one JSON file per message. */
export interface Outbox {
  send(message: Message): Promise<void>;
  /** Deletes message files older than the retention period; returns how many went. */
  purge(): Promise<number>;
  close(): Promise<void>;
}

/** A claimed job as its handler sees it (platform/jobs.ts runs them). */
export interface JobRun {
  id: string;
  kind: string;
  key: string;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /**
   * Runs `fn` unless this job already finished a step of that name in an earlier attempt, then records
   * it: a retry after a later step failed does not repeat the earlier ones (one mail, not one per try).
   */
  step(name: string, fn: () => Promise<unknown>): Promise<void>;
}

/** What runs a job of one kind, by the kind's name (server/src/jobs.ts lists them). */
export type JobHandlerOf = (ctx: AppContext, payload: never, job: JobRun) => Promise<void>;

/** The key ring (ADR 0067): the newest key of each purpose signs, every kept one verifies. */
export type { Secrets };

/**
 * What every route module and service needs, built once per app. Its shapes are declared here (outbox,
 * secrets) or read from leaf files, never from a module's public face, so nothing it imports imports it back.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  /** Waits before answering (sign-in slow-down); injectable so tests do not wait. */
  delay: Delay;
  limiter: Limiter;
  outbox: Outbox;
  /** Tasks run after the reply (mail that must not change a response's timing). */
  background: Background;
  secrets: Secrets;
  /** The job kinds the runner knows, listed once (server/src/jobs.ts); a job of another kind fails. */
  jobKinds: ReadonlyMap<string, JobHandlerOf>;
  /** The security log: every module records its events through it. */
  audit: AuditLog;
  /** Cookieless page views and Web Vitals, queued and written in batches. */
  analytics: AnalyticsIngest;
  /** Lead list counts kept a few seconds; writes to a lead table forget them. */
  listTotals: ListTotals;
  /** Admin tokens verified and allowed lately; sign-outs, password changes and removals forget them. */
  tokenChecks: TokenChecks<AdminClaims>;
  /** Members' roles read lately; role changes and removals forget them. */
  roleChecks: RoleChecks;
  /**
   * The company's settings (name, contacts, brand colour, staff inbox, time zone): `current()` at the
   * moment of use, never a copy kept from start (ADR 0070).
   */
  company: CompanySettingsStore;
  /** Renders the public pages again after the settings change (decision 72). */
  publisher: SitePublisher;
  log: FastifyBaseLogger;
}
