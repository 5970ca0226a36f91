import { randomUUID } from "node:crypto";
import { chmod, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Log } from "./log";
import type { Config } from "../config";
import type { Message, Outbox } from "../context";
import type { Clock } from "./clock";

export type { Message, Outbox } from "../context";

/**
 * One message as the outbox folder keeps it: the message (text, then any HTML), a mail's sender as its
 * From header names it, and when it was written.
 */
export type OutboxFile = Message & { from?: string; createdAt: string };

/** A mail's sender: a display name and an address (nodemailer quotes and encodes the name). */
export interface Sender {
  name: string;
  address: string;
}

/**
 * SMTP_FROM's address under `name` (the company's name as the Settings screen has it now), or SMTP_FROM
 * as written when there is no name to give.
 */
export function senderOf(smtpFrom: string, name: string | undefined): Sender | string {
  const address = /<([^<>]+)>\s*$/.exec(smtpFrom)?.[1]?.trim() ?? smtpFrom.trim();
  return name ? { name, address } : smtpFrom;
}

const fromLine = (from: Sender | string) =>
  typeof from === "string" ? from : `${from.name} <${from.address}>`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An invitation as calendars read it (RFC 6047): a `text/calendar; method=…` alternative, which mail
 * clients show as an invitation, and the same text as an `.ics` attachment for clients that do not.
 */
export function calendarParts(calendar: NonNullable<Message["calendar"]>) {
  const type = `text/calendar; charset=utf-8; method=${calendar.method}`;
  return {
    icalEvent: { method: calendar.method, filename: "invite.ics", content: calendar.ics },
    attachments: [{ filename: "invite.ics", content: calendar.ics, contentType: type }],
  };
}

/**
 * A mail as nodemailer sends it. With `html`, the body is multipart/alternative: the text part first,
 * then the HTML, then any calendar part (clients show the last they understand).
 */
export function mailOptions(from: Sender | string, message: Message) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.messageId ? { messageId: message.messageId } : {}),
    ...(message.inReplyTo ? { inReplyTo: message.inReplyTo } : {}),
    ...(message.references ? { references: message.references } : {}),
    ...(message.calendar ? calendarParts(message.calendar) : {}),
  };
}

/** `senderName` names the sender of each mail as it is sent (the company's name now); else SMTP_FROM's name. */
export function createOutbox(config: Config, clock: Clock, log: Log, senderName?: () => string): Outbox {
  const sender = () => senderOf(config.smtpFrom, senderName?.());
  const dir = join(config.dataDir, "outbox");
  // Names sort in sending order even within one millisecond.
  let seq = 0;
  let transport: { sendMail(m: object): Promise<unknown>; close(): void } | undefined;
  if (config.env === "production" && (!config.smtpUrl || !config.smsWebhookUrl)) {
    const unset = [
      config.smtpUrl ? [] : ["SMTP_URL"],
      config.smsWebhookUrl ? [] : ["SMS_WEBHOOK_URL"],
    ].flat();
    log.warn({ unset }, "messages without a provider are written to DATA_DIR/outbox");
  }

  // The files hold one-time codes and personal data: owner only.
  let secured = false;
  async function secureDir() {
    if (secured) return;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    secured = true;
  }

  async function toFile(message: Message) {
    await secureDir();
    const createdAt = clock().toISOString();
    const n = String(++seq % 1e6).padStart(6, "0");
    const name = `${createdAt.replace(/[:.]/g, "-")}-${n}-${message.channel}-${randomUUID()}.json`;
    // Written under a temporary name, then renamed: whoever reads the folder sees whole messages only.
    const part = join(dir, `${name}.part`);
    // The HTML part after the text, as in the mail itself; readers of `text` see no change.
    const { html, ...rest } = message;
    const from = message.channel === "email" ? { from: fromLine(sender()) } : {};
    const file = { ...rest, ...from, ...(html ? { html } : {}), createdAt };
    await writeFile(part, JSON.stringify(file, null, 2), { flag: "wx", mode: 0o600 });
    await rename(part, join(dir, name));
  }

  async function mail(message: Message) {
    if (!config.smtpUrl) return toFile(message);
    if (!transport) {
      const { createTransport } = await import("nodemailer");
      transport = createTransport(config.smtpUrl);
    }
    await transport.sendMail(mailOptions(sender(), message));
  }

  async function sms(message: Message) {
    if (!config.smsWebhookUrl) return toFile(message);
    const res = await fetch(config.smsWebhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(10_000),
      // A redirect would resend the code to wherever the answer points.
      redirect: "error",
    });
    if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
  }

  return {
    async send(message) {
      try {
        await (message.channel === "sms" ? sms(message) : mail(message));
      } catch (err) {
        // Never log the text: it may hold a one-time code.
        log.error({ channel: message.channel, err: (err as Error).message }, "message delivery failed");
        throw err;
      }
    },
    async purge() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
        throw err;
      }
      // A folder left by an older version may be readable by others.
      await secureDir();
      const cutoff = clock().getTime() - config.outboxRetentionDays * DAY_MS;
      let removed = 0;
      for (const name of names) {
        const file = join(dir, name);
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
        await rm(file, { force: true });
        removed++;
      }
      return removed;
    },
    async close() {
      transport?.close();
    },
  };
}

/** Purges at start (awaited, so old files are gone before the first request) and then hourly; returns the stop function. */
export async function startOutboxPurge(outbox: Outbox, log: Log): Promise<() => void> {
  const run = () =>
    outbox.purge().then(
      (n) => n && log.info({ purged: n }, "outbox files past retention removed"),
      (err: Error) => log.warn({ err: err.message }, "outbox purge failed"),
    );
  await run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
