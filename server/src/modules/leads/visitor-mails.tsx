/** @jsxRuntime automatic */
import { Action, CodeBox, type MailContext, Paragraph, TextLink, visitorMailHtml } from "../../platform/mail";

// The HTML parts of the visitor mails about a demo request (docs/decisions/0069); each says what its
// plain text says, and the plain text stays as it was.

/** The demo booking code: the same words as the SMS, with the code set large. */
export function demoCodeHtml(ctx: MailContext, code: string): Promise<string> {
  return visitorMailHtml(
    ctx,
    "Your demo booking verification code",
    <>
      <Paragraph>Your demo booking verification code is</Paragraph>
      <CodeBox code={code} />
      <Paragraph>It expires in 2 minutes.</Paragraph>
    </>,
  );
}

/** The link that confirms a request held back as spam (ADR 0042): both parts. */
export async function confirmLinkMail(
  ctx: MailContext,
  { fullName, day, link }: { fullName: string; day: string; link: string },
): Promise<{ text: string; html: string }> {
  const sorry =
    `Thank you for asking for a demo on ${day}. Your request was held back ` +
    "by our spam check, and we are sorry for the wait.";
  const open = "To confirm it, open this link within 48 hours:";
  const nothing = "If you did not ask for a demo, you need do nothing.";
  const html = await visitorMailHtml(
    ctx,
    sorry,
    <>
      <Paragraph>Hello {fullName},</Paragraph>
      <Paragraph>
        {sorry} {open}
      </Paragraph>
      <Paragraph>
        <Action href={link}>Confirm my demo request</Action>
      </Paragraph>
      <Paragraph>
        <TextLink href={link} />
      </Paragraph>
      <Paragraph>{nothing}</Paragraph>
    </>,
  );
  return { text: `Hello ${fullName},\n\n${sorry} ${open}\n${link}\n\n${nothing}\n`, html };
}
