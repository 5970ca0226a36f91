/** @jsxRuntime automatic */
import type { AppContext } from "../../context";
import { HttpError } from "../../platform/errors";
import { Facts, Paragraph, Quote, visitorMailHtml } from "../../platform/mail";
import { spendEmailBudget } from "../../platform/send-budget";
import { formatInZone } from "../../platform/time-format";

// The visitor's acknowledgement of a contact message: what they sent and when the company answers
// (LEAD_REPLY_HOURS, the lists' "reply due"). Spam gets none: a bot's address is often someone else's.

export interface AcknowledgedContact {
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: Date;
}

const hours = (n: number) => `${n} ${n === 1 ? "hour" : "hours"}`;

/** The acknowledgement's subject, plain text and HTML. */
export async function contactAckMail(ctx: AppContext, c: AcknowledgedContact) {
  const company = ctx.company.current().name;
  const promise = `We have your message and will answer within ${hours(ctx.config.leadReplyHours)}.`;
  const sent = `What you sent on ${formatInZone(c.createdAt, ctx.company.current().timeZone)}:`;
  const facts = [`Name: ${c.name}`, `Email: ${c.email}`, ...(c.phone ? [`Phone: ${c.phone}`] : [])];
  const more = "To add anything, reply to this mail.";
  const quoted = c.message.split(/\r\n|\n/).map((line) => (line ? `> ${line}` : ">"));
  const text = [
    `Hello ${c.name},`,
    "",
    `Thank you for writing to ${company}. ${promise}`,
    "",
    sent,
    ...facts,
    "",
    ...quoted,
    "",
    more,
    "",
  ].join("\n");
  const html = await visitorMailHtml(
    ctx,
    promise,
    <>
      <Paragraph>Hello {c.name},</Paragraph>
      <Paragraph>
        Thank you for writing to {company}. {promise}
      </Paragraph>
      <Paragraph>{sent}</Paragraph>
      <Facts lines={facts} />
      <Quote text={c.message} />
      <Paragraph>{more}</Paragraph>
    </>,
  );
  return { subject: `Thank you for contacting ${company}`, text, html };
}

/**
 * Mails the acknowledgement, after the form's answer. It counts against the address's daily mail budget
 * (RATE_LIMIT_EMAIL_PER_DAY), so the form cannot be used to flood someone's inbox; past it, none is sent.
 */
export async function acknowledgeContact(ctx: AppContext, c: AcknowledgedContact): Promise<void> {
  try {
    await spendEmailBudget(ctx, c.email, "Too many mails to this address today.");
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 429) {
      ctx.log.info("contact acknowledgement not sent: the address's mails for today are spent");
      return;
    }
    throw err;
  }
  const mail = await contactAckMail(ctx, c);
  // Answers go to the company's public address (the one the mail shows), not to the sending address.
  const replyTo = ctx.company.current().email;
  await ctx.outbox.send({ channel: "email", to: c.email, replyTo, ...mail });
}
