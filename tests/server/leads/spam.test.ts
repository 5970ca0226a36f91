import { describe, expect, it } from "vitest";
import { auth, json, type TestApp, validContact, validDemo, withTestApp } from "../helpers";
import { noLimits, sharedTestApp } from "../shared-app";

// Spam is kept, not dropped (ADR 0028). Minimum fill time 3 s, the default.
const t = sharedTestApp(noLimits);

type Lead = { _id: string; leadStatus: string; version: number; message?: string; comment?: string };
const admin = async (method: "GET" | "PUT", url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: auth(await t.token()),
    ...(payload ? { payload } : {}),
  });
const post = (url: string, payload: object, app: TestApp = t) =>
  app.app.inject({ method: "POST", url: `/api${url}`, payload });

const contactForm = (message: string, extra: object = {}) =>
  post("/v1/Contact/ContactUsMailSend", { ...validContact, message, ...extra });
const mailsAbout = (text: string) => t.outbox().filter((m) => m.text.includes(text));

/** The contacts of one status whose message is `message`. */
async function contactsWith(message: string, status?: string): Promise<Lead[]> {
  const query = `?search=${encodeURIComponent(validContact.email)}&pageSize=100${status ? `&status=${status}` : ""}`;
  const data = json(await admin("GET", `/v1/Contact/GetAll${query}`)).data as Lead[];
  return data.filter((c) => c.message === message);
}

const setStatus = (kind: "contact" | "demo", lead: Lead, leadStatus: string) =>
  admin(
    "PUT",
    kind === "contact" ? `/v1/Contact/Update/${lead._id}` : `/v1/Contact/DemoRequests/${lead._id}`,
    { leadStatus, version: lead.version },
  );

describe("contact form", () => {
  it.each([
    ["the honeypot filled", { website: "http://bot.example" }],
    ["sent 2.9 s after the form appeared", { fillMs: 2900 }],
    ["sent at once", { fillMs: 0 }],
  ])("keeps a message %s as Spam, answers like a person and mails no one", async (_, extra) => {
    const message = `spam ${JSON.stringify(extra)}`;
    const res = await contactForm(message, extra);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      isSuccess: true,
      message: "Thank you! Your message has been sent successfully.",
    });
    expect(await contactsWith(message, "spam")).toEqual([expect.objectContaining({ leadStatus: "spam" })]);
    expect(await contactsWith(message)).toEqual([]);
    // Nor later: no acknowledgement either.
    await t.idle();
    expect(mailsAbout(message)).toEqual([]);
  });

  it.each([
    ["without a fill time (API clients)", {}],
    ["3 s after the form appeared", { fillMs: 3000 }],
    ["with an empty honeypot", { website: "", fillMs: 60_000 }],
  ])("takes a message sent %s as New and mails the company", async (_, extra) => {
    const message = `person ${JSON.stringify(extra)}`;
    expect((await contactForm(message, extra)).statusCode).toBe(200);
    expect(await contactsWith(message)).toEqual([expect.objectContaining({ leadStatus: "new" })]);
    await t.idle();
    // The company's notice, and the visitor's acknowledgement.
    expect(mailsAbout(message).map((m) => m.to)).toEqual(["hello@example.com", validContact.email]);
  });

  it.each([-1, 1.5, 86_400_001, "3000"])("answers 400 with a field error for fillMs %j", async (fillMs) => {
    const res = await contactForm("bad fill time", { fillMs });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toContainEqual(expect.objectContaining({ path: "fillMs" }));
  });

  it("counts Spam in the status counts", async () => {
    await contactForm("counted spam", { website: "x" });
    const counts = json(await admin("GET", "/v1/Leads/StatusCounts/contact?search=asha")).data as Record<
      string,
      number
    >;
    expect(counts.spam).toBeGreaterThanOrEqual(1);
    expect(counts.spam).toBe(json(await admin("GET", "/v1/Contact/GetAll?status=spam&search=asha")).total);
  });

  it("leaves Spam out of the dashboard's counts, as out of the default list", async () => {
    const stats = async () =>
      json(await admin("GET", "/Analytics/DashboardStats")).data as {
        contacts: number;
        contactsLast7Days: number;
      };
    const before = await stats();
    await contactForm("dashboard spam", { website: "x" });
    expect(await stats()).toMatchObject(before);
    await contactForm("dashboard person");
    expect(await stats()).toMatchObject({
      contacts: before.contacts + 1,
      contactsLast7Days: before.contactsLast7Days + 1,
    });
  });

  it("keeps a Create call with the honeypot as Spam, shown to the caller as New", async () => {
    const res = await post("/v1/Contact/Create", { ...validContact, message: "created bot", website: "x" });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ leadStatus: "new", message: "created bot" });
    expect(await contactsWith("created bot", "spam")).toHaveLength(1);
    // The Create call notifies no one, so "Not spam" has nothing to send either.
    const [lead] = await contactsWith("created bot", "spam");
    expect((await setStatus("contact", lead!, "new")).statusCode).toBe(200);
    expect(mailsAbout("created bot")).toEqual([]);
  });

  it("takes every fill time as a person's when SPAM_MIN_FILL_MS is 0", async () => {
    await withTestApp({ SPAM_MIN_FILL_MS: "0" }, async (open) => {
      const res = await post(
        "/v1/Contact/ContactUsMailSend",
        { ...validContact, message: "quick", fillMs: 0 },
        open,
      );
      expect(res.statusCode).toBe(200);
      await open.idle();
      const mails = open.outbox().filter((m) => m.text.includes("quick"));
      expect(mails.map((m) => m.to)).toEqual(["hello@example.com", validContact.email]);
    });
  });
});

describe("Not spam", () => {
  it("moves a contact to New and mails the company then, exactly once", async () => {
    await contactForm("held notice", { website: "x" });
    const [lead] = await contactsWith("held notice", "spam");
    const moved = await setStatus("contact", lead!, "new");
    expect(moved.statusCode).toBe(200);
    expect(json(moved).data).toMatchObject({ leadStatus: "new", version: 2 });
    // A second "Not spam" from the same screen is stale; Spam and back again sends nothing more.
    expect((await setStatus("contact", lead!, "new")).statusCode).toBe(409);
    expect((await setStatus("contact", { ...lead!, version: 2 }, "spam")).statusCode).toBe(200);
    expect((await setStatus("contact", { ...lead!, version: 3 }, "new")).statusCode).toBe(200);
    const mails = mailsAbout("held notice");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "hello@example.com",
      subject: `New contact message from ${validContact.name}`,
    });
    expect(mails[0]!.text).toContain(`/list/${lead!._id}`);
    // When it came, in the company's zone and as people in India write it, never as ISO UTC.
    expect(mails[0]!.text).toMatch(/^Received: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/m);
    expect(await contactsWith("held notice")).toEqual([
      expect.objectContaining({ leadStatus: "new", version: 4 }),
    ]);
  });

  it("sends nothing when a lead staff marked Spam is moved back", async () => {
    await contactForm("staff spam");
    const [lead] = await contactsWith("staff spam");
    await setStatus("contact", lead!, "spam");
    await setStatus("contact", { ...lead!, version: 2 }, "new");
    await t.idle();
    // The arrival notice and the visitor's acknowledgement only.
    expect(mailsAbout("staff spam").map((m) => m.to)).toEqual(["hello@example.com", validContact.email]);
  });

  it("records every status change in the security log: who, which lead, from and to", async () => {
    await contactForm("audited", { fillMs: 10 });
    const [lead] = await contactsWith("audited", "spam");
    await setStatus("contact", lead!, "new");
    await setStatus("contact", { ...lead!, version: 2 }, "contacted");
    const log = json(await admin("GET", "/Audit/GetAll?event=lead.status_changed&pageSize=100")).data as {
      adminEmail: string;
      outcome: string;
      detail: Record<string, string>;
    }[];
    const mine = log.filter((e) => e.detail.lead === lead!._id);
    expect(mine).toEqual([
      expect.objectContaining({
        adminEmail: "admin@example.com",
        outcome: "success",
        detail: { kind: "contact", lead: lead!._id, from: "new", to: "contacted" },
      }),
      expect.objectContaining({ detail: { kind: "contact", lead: lead!._id, from: "spam", to: "new" } }),
    ]);
  });
});

describe("demo booking", () => {
  const demoEmail = (n: string) => `spam-${n}@example.org`;
  const book = (email: string, extra: object) =>
    post("/v1/Contact/SendOtp", { ...validDemo, email, ...extra });
  const sentTo = (email: string) => t.outbox().filter((m) => m.to === email || m.text.includes(email));
  const smsCount = () => t.outbox().filter((m) => m.channel === "sms").length;

  async function demoOf(email: string, status = "spam"): Promise<Lead> {
    const res = await admin(
      "GET",
      `/v1/Contact/DemoRequests?status=${status}&search=${encodeURIComponent(email)}`,
    );
    const [lead] = json(res).data as Lead[];
    return lead!;
  }

  it("keeps a request with the honeypot filled as Spam and sends no code and no notice", async () => {
    const email = demoEmail("trap");
    const smsBefore = smsCount();
    const res = await book(email, { website: "x" });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      isSuccess: true,
      message: "A verification code has been sent to your phone and email.",
      data: { expiresInSeconds: 120 },
    });
    const { id } = json(res).data as { id: string };
    expect(await demoOf(email)).toMatchObject({ _id: id, leadStatus: "spam" });
    // Resend answers alike and sends nothing; a guessed code is just wrong.
    t.clock.advance(31_000);
    const resent = await post(`/Book/ResendOtp/${id}`, {});
    expect(resent.statusCode).toBe(200);
    expect(json(resent).message).toBe("A new verification code has been sent.");
    const verify = await post("/Book/VerifySchedule", { id, code: "123456" });
    expect(verify.statusCode).toBe(400);
    expect(sentTo(email)).toEqual([]);
    expect(smsCount()).toBe(smsBefore);
  });

  it("sends a code to a form filled and sent within 1 s, flags it fast, and it can be verified", async () => {
    const email = demoEmail("quick");
    const res = await book(email, { fillMs: 800 });
    expect(res.statusCode).toBe(200);
    const { id } = json(res).data as { id: string };
    const codeMail = sentTo(email).find((m) => m.subject === "Your demo booking verification code");
    const code = codeMail?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const lead = await demoOf(email, "new");
    expect(lead).toMatchObject({ _id: id, leadStatus: "new", status: "pending", fast: true });

    const verified = await post("/Book/VerifySchedule", { id, code });
    expect(verified.statusCode).toBe(200);
    expect(json(verified).message).toBe("Your demo has been scheduled successfully.");
    expect(await demoOf(email, "new")).toMatchObject({ status: "confirmed", fast: true });
    // The company is told as for any confirmed request, and the lead page shows the flag too.
    expect(sentTo(email).filter((m) => m.to === "hello@example.com")).toHaveLength(1);
    const page = json(await admin("GET", `/v1/Leads/demo/${id}`)).data;
    expect(page).toMatchObject({ fast: true, verified: true, confirmedBy: null });
  });

  it("does not flag a request sent after SPAM_MIN_FILL_MS, or without a fill time", async () => {
    await book(demoEmail("slow"), { fillMs: 3000 });
    await book(demoEmail("api"), {});
    expect(await demoOf(demoEmail("slow"), "new")).toMatchObject({ fast: false });
    expect(await demoOf(demoEmail("api"), "new")).toMatchObject({ fast: false });
  });

  it("moves a spam request to New on Not spam and tells the company once, as not verified", async () => {
    const email = demoEmail("released");
    await book(email, { website: "x" });
    const lead = await demoOf(email);
    const smsBefore = smsCount();
    expect((await setStatus("demo", lead, "new")).statusCode).toBe(200);
    expect((await setStatus("demo", lead, "new")).statusCode).toBe(409);
    // The visitor's confirmation link is covered in demo-confirm.test.ts; here, the company's notice.
    const mails = sentTo(email).filter((m) => m.to === "hello@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "hello@example.com",
      subject: `Demo request from ${validDemo.fullName}`,
    });
    expect(mails[0]!.text).toContain("Confirmed: no (phone and email not verified)");
    expect(mails[0]!.text).toContain(`/demos/${lead._id}`);
    expect(smsCount()).toBe(smsBefore);
    expect(await demoOf(email, "new")).toMatchObject({ _id: lead._id, version: 2 });
  });

  it("books a request sent without a fill time as before: a code goes out", async () => {
    const email = demoEmail("person");
    expect((await book(email, {})).statusCode).toBe(200);
    const smsBefore = smsCount();
    expect((await book(email, {})).statusCode).toBe(200);
    expect(t.outbox().filter((m) => m.to === email)).toHaveLength(2);
    expect(smsCount()).toBe(smsBefore + 1);
    expect(await demoOf(email, "new")).toMatchObject({ leadStatus: "new" });
  });
});
