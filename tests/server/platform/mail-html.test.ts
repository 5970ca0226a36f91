import { render } from "@react-email/render";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/src/config";
import { companySettingsStore } from "../../../server/src/modules/settings";
import { companyDetails } from "../../../server/src/platform/company";
import { Paragraph, textMailHtml } from "../../../server/src/platform/mail";
import { VisitorMailLayout } from "../../../server/src/platform/mail/layout";
import { mailOptions, senderOf } from "../../../server/src/platform/outbox";
import { brandScale } from "../../../src/shared/brand-colours";
import { company } from "../../../src/shared/company";

// The visitor mails' layout and how a mail with an HTML part leaves through SMTP.

/** The settings before anyone saved them: the first-run defaults, the environment giving none. */
const firstRun = { company: companySettingsStore(loadConfig({})) };
const mailCtx = { ...firstRun, config: { adminBaseUrl: "https://site.example.test" } };

const layout = (details = companyDetails(firstRun)) =>
  render(
    createElement(VisitorMailLayout, {
      company: details,
      origin: "https://site.example.test",
      preview: "Preview line",
      children: createElement(Paragraph, null, "Body text"),
    }),
  );

describe("visitor mail layout", () => {
  it("reads the company's details and the site's brand colour from their one source", () => {
    expect(companyDetails(firstRun)).toEqual({
      name: company.name,
      email: company.email,
      phone: company.phone,
      address: "Business Park, Main Road, Ranchi, Jharkhand 834001, India",
      colour: brandScale[600],
      logoPath: company.mailLogo,
    });
  });

  it("shows the logo beside the name, the brand colour and the contact details", async () => {
    const html = await layout();
    expect(html).toContain('<img alt="" height="40" src="https://site.example.test/logo.png"');
    expect(html).toContain(`background-color:${brandScale[600]}`);
    expect(html).toContain("Body text");
    expect(html).toContain("Preview line");
    expect(html).toContain('href="tel:+910000000000"');
    expect(html).toContain(`href="mailto:${company.email}"`);
    expect(html).toContain("Business Park, Main Road, Ranchi, Jharkhand 834001, India");
  });

  it("writes the name as a text logo when there is no logo file", async () => {
    const html = await layout({ ...companyDetails(firstRun), logoPath: undefined, name: "Acme & Sons" });
    expect(html).not.toContain("<img");
    expect(html).toMatch(/font-weight:700[^>]*>Acme &amp; Sons<\/p>/);
  });
});

describe("a plain text drawn as HTML", () => {
  it("keeps its paragraphs and lines, makes labelled links links and a paragraph of them buttons", async () => {
    const text = [
      "Hello Ravi <Kumar>,",
      "",
      "When: Monday",
      "Join: https://meet.example.test/abc?x=1&y=2",
      "",
      "Reschedule: https://site.example.test/demo/reschedule#t1",
      "Cancel: https://site.example.test/demo/cancel#t1",
    ].join("\n");
    const html = await textMailHtml(mailCtx, "Preview", text);
    expect(html).toContain(">Hello Ravi &lt;Kumar&gt;,</p>");
    expect(html).toMatch(
      />When: Monday<br\/>Join<!-- -->: <a href="https:\/\/meet\.example\.test\/abc\?x=1&amp;y=2"/,
    );
    const buttons = [
      ...html.matchAll(/<a href="([^"]+)"[^>]*>(?:<span>.*?<\/span>)?<span[^>]*>(\w+)<\/span>/g),
    ];
    expect(buttons.map((m) => [m[1], m[2]])).toEqual([
      ["https://site.example.test/demo/reschedule#t1", "Reschedule"],
      ["https://site.example.test/demo/cancel#t1", "Cancel"],
    ]);
  });
});

describe("SMTP delivery of a mail with an HTML part", () => {
  const send = async (message: Parameters<typeof mailOptions>[1]) => {
    const { createTransport } = await import("nodemailer");
    const transport = createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail(mailOptions("Company <no-reply@example.test>", message));
    return (info.message as Buffer).toString();
  };
  const mail = { channel: "email" as const, to: "asha@example.org", subject: "Hello", text: "Plain words" };

  it("is multipart/alternative, the text part first, then the HTML, then the calendar", async () => {
    const raw = await send({
      ...mail,
      html: "<p>Rich words</p>",
      calendar: { method: "REQUEST", ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" },
    });
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    const at = (type: string) => raw.search(new RegExp(`Content-Type: ${type}`));
    expect(at("text/plain")).toBeGreaterThan(0);
    expect(at("text/plain")).toBeLessThan(at("text/html"));
    expect(at("text/html")).toBeLessThan(at("text/calendar"));
    expect(raw).toContain("Plain words");
    expect(raw).toContain("<p>Rich words</p>");
  });

  it("names the sender by the company's name, quoted, at SMTP_FROM's address", async () => {
    const { createTransport } = await import("nodemailer");
    const transport = createTransport({ streamTransport: true, buffer: true });
    const from = senderOf("Company <no-reply@example.test>", "Acme & Sons, Ltd");
    const info = await transport.sendMail(mailOptions(from, mail));
    expect((info.message as Buffer).toString()).toMatch(
      /^From: "Acme & Sons, Ltd" <no-reply@example\.test>\r$/m,
    );
    expect(senderOf("no-reply@example.test", "Acme")).toEqual({
      name: "Acme",
      address: "no-reply@example.test",
    });
  });

  it("stays one text part without HTML", async () => {
    const raw = await send(mail);
    expect(raw).not.toMatch(/multipart\/alternative|text\/html/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
  });
});
