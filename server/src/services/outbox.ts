import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Clock } from "../lib/clock";

export interface Message {
  channel: "email" | "sms";
  to: string;
  subject: string;
  text: string;
}

/** Outgoing mail and SMS: real providers when configured, else one JSON file per message. */
export interface Outbox {
  send(message: Message): Promise<void>;
  close(): Promise<void>;
}

export function createOutbox(config: Config, clock: Clock, log: FastifyBaseLogger): Outbox {
  const dir = join(config.dataDir, "outbox");
  // Names sort in sending order even within one millisecond.
  let seq = 0;
  let transport: { sendMail(m: object): Promise<unknown>; close(): void } | undefined;

  async function toFile(message: Message) {
    await mkdir(dir, { recursive: true });
    const createdAt = clock().toISOString();
    const n = String(++seq % 1e6).padStart(6, "0");
    const name = `${createdAt.replace(/[:.]/g, "-")}-${n}-${message.channel}-${randomUUID()}.json`;
    await writeFile(join(dir, name), JSON.stringify({ ...message, createdAt }, null, 2), { flag: "wx" });
  }

  async function mail(message: Message) {
    if (!config.smtpUrl) return toFile(message);
    if (!transport) {
      const { createTransport } = await import("nodemailer");
      transport = createTransport(config.smtpUrl);
    }
    await transport.sendMail({ from: config.smtpFrom, to: message.to, subject: message.subject, text: message.text });
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
    async close() {
      transport?.close();
    },
  };
}
