import { and, asc, count, eq, gte, lt } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { LeadKind } from "~/contract/lead-status";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import { staffInbox } from "../../platform/company";
import { admins, contacts, demoRequests } from "../../platform/db/schema";
import { defineJob, type JobRun } from "../../platform/jobs";
import { leadTable } from "./leads";
import { leadLink } from "./notify";

// One mail a day listing what was kept as Spam (ADR 0042), so a real message caught by the time check is
// never lost unseen. A durable job (ADR 0033) per company-zone day, enqueued by that day's first spam.

/** The digest of a day goes out at this hour of the next morning, company time. */
export const SPAM_DIGEST_HOUR = 8;
/** Rows listed per kind; more are counted and reached through the Spam view. */
export const SPAM_DIGEST_MAX_ROWS = 100;

export interface SpamDigestPayload extends Record<string, unknown> {
  /** The company-zone day (YYYY-MM-DD) whose spam the mail lists. */
  day: string;
}

export const spamDigestKey = (day: string) => `spam-digest:${day}`;

/** The company-zone day of an instant, its bounds, and when its digest is sent. */
export function spamDigestDay(at: Date, timeZone: string) {
  const date = Temporal.Instant.fromEpochMilliseconds(at.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
  return digestWindow(date, timeZone);
}

function digestWindow(date: Temporal.PlainDate, timeZone: string) {
  const next = date.add({ days: 1 });
  const start = (d: Temporal.PlainDate) => new Date(d.toZonedDateTime(timeZone).epochMilliseconds);
  const sendAt = next.toZonedDateTime({
    timeZone,
    plainTime: new Temporal.PlainTime(SPAM_DIGEST_HOUR),
  }).epochMilliseconds;
  return { day: date.toString(), from: start(date), to: start(next), sendAt: new Date(sendAt) };
}

/**
 * Makes sure the digest of the day `at` falls in is scheduled (one job per day, whatever the number of
 * spam arrivals: later enqueues are no-ops). Runs in the caller's transaction, beside the stored spam.
 */
export async function scheduleSpamDigest(db: Db, ctx: AppContext, at: Date): Promise<void> {
  const { day, sendAt } = spamDigestDay(at, ctx.company.current().timeZone);
  await spamDigestJob.enqueue(db, ctx, { key: spamDigestKey(day), runAt: sendAt, payload: { day } });
}

interface DigestRow {
  id: string;
  name: string;
  email: string;
  text: string;
  createdAt: Date;
}

/** One kind's leads that arrived that day and are still Spam now, oldest first, and how many in all. */
async function stillSpam(ctx: AppContext, kind: LeadKind, from: Date, to: Date) {
  const t = leadTable(kind);
  const where = and(eq(t.leadStatus, "spam"), gte(t.createdAt, from), lt(t.createdAt, to));
  const rows: DigestRow[] =
    kind === "contact"
      ? await ctx.db
          .select({
            id: contacts.id,
            name: contacts.name,
            email: contacts.email,
            text: contacts.message,
            createdAt: contacts.createdAt,
          })
          .from(contacts)
          .where(where)
          .orderBy(asc(contacts.createdAt))
          .limit(SPAM_DIGEST_MAX_ROWS)
      : await ctx.db
          .select({
            id: demoRequests.id,
            name: demoRequests.fullName,
            email: demoRequests.email,
            text: demoRequests.comment,
            createdAt: demoRequests.createdAt,
          })
          .from(demoRequests)
          .where(where)
          .orderBy(asc(demoRequests.createdAt))
          .limit(SPAM_DIGEST_MAX_ROWS);
  const [total] = await ctx.db.select({ n: count() }).from(t).where(where);
  return { rows, total: total?.n ?? 0 };
}

const oneLine = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The mail's text: each kind's spam with its time, sender, start of the message and page. */
export function digestText(
  ctx: AppContext,
  day: string,
  kinds: Array<{ kind: LeadKind; rows: DigestRow[]; total: number }>,
): string {
  const zone = ctx.company.current().timeZone;
  const time = (d: Date) =>
    d.toLocaleTimeString("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit" });
  const base = ctx.config.adminBaseUrl;
  const parts = [
    `These arrivals on ${day} (${zone}) were kept as Spam and notified nobody. ` +
      "If one is a real person, open it and choose Not spam.",
  ];
  for (const { kind, rows, total } of kinds) {
    if (!total) continue;
    const heading = kind === "contact" ? "Contact messages" : "Demo requests";
    const list = rows.map(
      (r) =>
        `- ${time(r.createdAt)} ${r.name} <${r.email}>: ${oneLine(r.text)}\n  ${leadLink(ctx, kind, r.id)}`,
    );
    const more = total > rows.length ? [`…and ${total - rows.length} more.`] : [];
    const view = `${base}${kind === "contact" ? "/list" : "/demos"}?status=spam`;
    parts.push([`${heading} (${total}):`, ...list, ...more, `All of them: ${view}`].join("\n"));
  }
  return `${parts.join("\n\n")}\n`;
}

/** Who gets the digest: the owners, who manage the team's inbox; the staff inbox when there are none. */
async function digestRecipients(ctx: AppContext): Promise<string[]> {
  const owners = await ctx.db
    .select({ email: admins.email })
    .from(admins)
    .where(eq(admins.role, "owner"))
    .orderBy(admins.email);
  return owners.length ? owners.map((o) => o.email) : [staffInbox(ctx)];
}

async function sendSpamDigest(ctx: AppContext, { day }: SpamDigestPayload, job: JobRun): Promise<void> {
  const { from, to } = digestWindow(Temporal.PlainDate.from(day), ctx.company.current().timeZone);
  const kinds = [
    { kind: "contact" as const, ...(await stillSpam(ctx, "contact", from, to)) },
    { kind: "demo" as const, ...(await stillSpam(ctx, "demo", from, to)) },
  ];
  const total = kinds.reduce((n, k) => n + k.total, 0);
  // Staff moved all of it out of Spam already: nothing left to show.
  if (!total) return;
  const text = digestText(ctx, day, kinds);
  const subject = `Spam digest for ${day}: ${total} kept as Spam`;
  // One step per recipient: a retry after one failed send does not mail the others again.
  for (const to of await digestRecipients(ctx))
    await job.step(`mail:${to}`, () => ctx.outbox.send({ channel: "email", to, subject, text }));
}

export const spamDigestJob = defineJob<SpamDigestPayload>("spam.digest", sendSpamDigest);
