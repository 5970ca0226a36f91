import { describe, expect, it } from "vitest";
import type { OutboxFile } from "../../../server/src/platform/outbox";
import { formatInZone } from "../../../server/src/platform/time-format";
import { json, usingPostgres, validContact, withTestApp } from "../helpers";
import { noLimits, sharedTestApp } from "../shared-app";

// The contact form's acknowledgement to the visitor (LEAD_REPLY_HOURS 12 here, to tell it from the default).
const t = sharedTestApp({ ...noLimits, LEAD_REPLY_HOURS: "12" });

let n = 0;
/** Sends the form from a fresh address, waits for the mail sent after the answer, returns what reached it. */
async function sendForm(fields: Partial<typeof validContact> & Record<string, unknown> = {}) {
  const email = `ack${++n}@example.org`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/Contact/ContactUsMailSend",
    payload: { ...validContact, email, ...fields },
  });
  expect(res.statusCode).toBe(200);
  expect(json(res).message).toBe("Thank you! Your message has been sent successfully.");
  await t.idle();
  return t.outbox().filter((m) => m.to === email);
}

describe(`contact acknowledgement (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("mails the visitor what they sent and when the company answers, as text and HTML", async () => {
    t.clock.set(new Date("2026-12-07T10:00:00.000Z"));
    const message = "We need a shop site.\n\nBudget: 1 lakh.";
    const mails = await sendForm({ message });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const sent = formatInZone(new Date("2026-12-07T10:00:00.000Z"), "Asia/Kolkata");
    expect(mail).toMatchObject({
      channel: "email",
      subject: "Thank you for contacting Company",
      replyTo: "hello@example.com",
    });
    expect(mail.text).toBe(
      [
        "Hello Asha Rao,",
        "",
        "Thank you for writing to Company. We have your message and will answer within 12 hours.",
        "",
        `What you sent on ${sent}:`,
        "Name: Asha Rao",
        `Email: ${mail.to}`,
        "Phone: 9876543210",
        "",
        "> We need a shop site.",
        ">",
        "> Budget: 1 lakh.",
        "",
        "To add anything, reply to this mail.",
        "",
      ].join("\n"),
    );
    const html = mail.html!;
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain("within 12 hours");
    expect(html).toContain("We need a shop site.<br/><br/>Budget: 1 lakh.");
    expect(html).toContain(`Email: ${mail.to}`);
    // The company's layout: its name, brand colour and contact details.
    expect(html).toContain("Company</p>");
    expect(html).toContain("background-color:#1d5fd6");
    expect(html).toContain("mailto:hello@example.com");
    // The file keeps the text part first, as the mail does.
    expect(Object.keys(mail).indexOf("text")).toBeLessThan(Object.keys(mail).indexOf("html"));
  });

  it("leaves the phone out when none was given", async () => {
    const [mail] = await sendForm({ phone: "" });
    expect(mail!.text).not.toContain("Phone:");
    expect(mail!.html).not.toContain("Phone:");
  });

  it("escapes HTML in the visitor's name and message", async () => {
    const [mail] = await sendForm({
      name: 'Asha <img src=x onerror="alert(1)">',
      message: "<script>alert('hi')</script> & <b>bold</b>",
    });
    const html = mail!.html!;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>bold");
    expect(html).toContain(
      "&lt;script&gt;alert(&#x27;hi&#x27;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;",
    );
    expect(html).toContain("Hello <!-- -->Asha &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    // The plain text keeps what was sent as it was.
    expect(mail!.text).toContain("> <script>alert('hi')</script> & <b>bold</b>");
  });

  it.each([
    ["the honeypot filled", { website: "http://bot.example" }],
    ["sent too fast", { fillMs: 100 }],
  ])("is not sent for a message kept as Spam: %s", async (_, extra) => {
    expect(await sendForm(extra)).toEqual([]);
  });

  it("is not sent for the Create call, which is not the form", async () => {
    const email = "created@example.org";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/Create",
      payload: { ...validContact, email },
    });
    expect(res.statusCode).toBe(200);
    await t.idle();
    expect(t.outbox().filter((m: OutboxFile) => m.to === email)).toEqual([]);
  });

  it("stops at the address's daily mail budget; the form and the company's notice go on", async () => {
    await withTestApp({ ...noLimits, RATE_LIMIT_EMAIL_PER_DAY: "2" }, async (own) => {
      const send = (message: string) =>
        own.app.inject({
          method: "POST",
          url: "/api/v1/Contact/ContactUsMailSend",
          payload: { ...validContact, message },
        });
      for (const message of ["first", "second", "third"]) expect((await send(message)).statusCode).toBe(200);
      await own.idle();
      const mails = own.outbox();
      expect(mails.filter((m) => m.to === validContact.email).map((m) => m.text.split("\n")[9])).toEqual([
        "> first",
        "> second",
      ]);
      expect(mails.filter((m) => m.to === "hello@example.com")).toHaveLength(3);
    });
  });
});
