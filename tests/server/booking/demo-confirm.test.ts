import { describe, expect, it } from "vitest";
import { auth, json, validDemo } from "../helpers";
import { noLimits, sharedTestApp } from "../shared-app";

// A spam demo request that turns out to be real (issue 26, ADR 0042): "Not spam" mails its visitor a
// code as a link; staff may also confirm it by hand, and who did it is recorded.
const t = sharedTestApp(noLimits);

type Demo = { _id: string; leadStatus: string; status: string; version: number; confirmedBy: string | null };
const admin = async (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: auth(await t.token()),
    ...(payload ? { payload } : {}),
  });
const post = (url: string, payload: object) => t.app.inject({ method: "POST", url: `/api${url}`, payload });

let n = 0;
/** A demo request caught by the honeypot: Spam, pending, never sent a code. */
async function spamDemo(): Promise<{ email: string; demo: Demo }> {
  const email = `confirm-${++n}@example.org`;
  const res = await post("/v1/Contact/SendOtp", { ...validDemo, email, website: "http://bot.example" });
  expect(res.statusCode).toBe(200);
  return { email, demo: await demoOf(email) };
}
async function demoOf(email: string): Promise<Demo> {
  const res = await admin("GET", `/v1/Contact/DemoRequests?status=spam&search=${encodeURIComponent(email)}`);
  const rows = json(res).data as Demo[];
  if (rows.length) return rows[0]!;
  const all = await admin("GET", `/v1/Contact/DemoRequests?search=${encodeURIComponent(email)}`);
  return (json(all).data as Demo[])[0]!;
}
const notSpam = (d: Demo) =>
  admin("PUT", `/v1/Contact/DemoRequests/${d._id}`, { leadStatus: "new", version: d.version });
const linksTo = (email: string) =>
  t.outbox().filter((m) => m.to === email && m.subject === "Please confirm your demo request");
/** The id and code the link carries in its fragment. */
function linkOf(text: string) {
  const url = text.match(/https?:\/\/\S+\/demo\/confirm#\S+/)?.[0];
  if (!url) throw new Error("no confirmation link");
  const fragment = new URLSearchParams(new URL(url).hash.slice(1));
  return { id: fragment.get("id")!, code: fragment.get("code")! };
}
const timeline = async (id: string) =>
  (
    json(await admin("GET", `/v1/Leads/demo/${id}/Timeline`)).data as {
      entries: { type: string; text: string; by: string | null; leadId: string }[];
    }
  ).entries.filter((e) => e.leadId === id);

describe("Not spam on a demo request without a verified code", () => {
  it("mails the visitor a code link; the link's code confirms the request", async () => {
    const { email, demo } = await spamDemo();
    const moved = await notSpam(demo);
    expect(moved.statusCode).toBe(200);
    expect(json(moved).message).toBe("Demo request updated. A confirmation link was mailed to the visitor.");
    const [mail, ...more] = linksTo(email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Hello ${validDemo.fullName}`);
    const link = linkOf(mail!.text);
    expect(link.id).toBe(demo._id);
    expect(link.code).toMatch(/^\d{6}$/);
    // No SMS: the link is the mail's.
    expect(t.outbox().filter((m) => m.channel === "sms" && m.text.includes(link.code))).toEqual([]);
    expect(await timeline(demo._id)).toContainEqual(
      expect.objectContaining({ type: "link_sent", text: email, by: "admin@example.com" }),
    );

    // A mail is read later than an SMS: the code still works hours on.
    t.clock.advance(6 * 60 * 60 * 1000);
    const verified = await post("/Book/VerifySchedule", link);
    expect(verified.statusCode).toBe(200);
    expect(await demoOf(email)).toMatchObject({ status: "confirmed", leadStatus: "new", confirmedBy: null });
    // Used once only.
    expect((await post("/Book/VerifySchedule", link)).statusCode).toBe(409);
  });

  it("keeps to the code rules: Spam and back within 30 s sends no second link, and says so", async () => {
    const { email, demo } = await spamDemo();
    await notSpam(demo);
    await admin("PUT", `/v1/Contact/DemoRequests/${demo._id}`, { leadStatus: "spam", version: 2 });
    const again = await admin("PUT", `/v1/Contact/DemoRequests/${demo._id}`, {
      leadStatus: "new",
      version: 3,
    });
    expect(again.statusCode).toBe(200);
    expect(json(again).message).toBe(
      "Demo request updated. No confirmation link was sent: too many codes for this visitor lately.",
    );
    expect(linksTo(email)).toHaveLength(1);
    // After 30 s a fresh link goes out and the first link's code no longer works.
    const first = linkOf(linksTo(email)[0]!.text);
    t.clock.advance(31_000);
    await admin("PUT", `/v1/Contact/DemoRequests/${demo._id}`, { leadStatus: "spam", version: 4 });
    await admin("PUT", `/v1/Contact/DemoRequests/${demo._id}`, { leadStatus: "new", version: 5 });
    expect(linksTo(email)).toHaveLength(2);
    const second = linkOf(linksTo(email)[1]!.text);
    if (second.code !== first.code) expect((await post("/Book/VerifySchedule", first)).statusCode).toBe(400);
    expect((await post("/Book/VerifySchedule", second)).statusCode).toBe(200);
  });

  it("sends no link for a confirmed request, nor for a move between other statuses", async () => {
    const email = `confirmed-${++n}@example.org`;
    const sent = await post("/v1/Contact/SendOtp", { ...validDemo, email });
    const { id } = json(sent).data as { id: string };
    const code = t
      .outbox()
      .filter((m) => m.to === email)
      .at(-1)!
      .text.match(/\b(\d{6})\b/)![1];
    expect((await post("/Book/VerifySchedule", { id, code })).statusCode).toBe(200);
    await admin("PUT", `/v1/Contact/DemoRequests/${id}`, { leadStatus: "spam", version: 1 });
    const back = await admin("PUT", `/v1/Contact/DemoRequests/${id}`, { leadStatus: "new", version: 2 });
    expect(json(back).message).toBe("Demo request updated.");
    expect(linksTo(email)).toEqual([]);
  });
});

describe("confirming a demo request by hand", () => {
  const confirm = (id: string, body: object) => admin("POST", `/v1/Contact/DemoRequests/${id}/Confirm`, body);

  it("confirms it, records who did it with the note, logs it, and spends the mailed code", async () => {
    const { email, demo } = await spamDemo();
    await notSpam(demo);
    const link = linkOf(linksTo(email)[0]!.text);
    const res = await confirm(demo._id, { version: 2, note: "Confirmed on the phone with Ravi." });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: "Demo request confirmed.",
      data: { status: "confirmed", confirmedBy: "admin@example.com", version: 3 },
    });
    const page = json(await admin("GET", `/v1/Leads/demo/${demo._id}`)).data;
    expect(page).toMatchObject({ verified: true, confirmedBy: "admin@example.com", version: 3 });
    expect(await timeline(demo._id)).toContainEqual(
      expect.objectContaining({
        type: "confirmed",
        text: "Confirmed on the phone with Ravi.",
        by: "admin@example.com",
      }),
    );
    const log = json(await admin("GET", "/Audit/GetAll?event=demo_request.confirmed&pageSize=100")).data as {
      adminEmail: string;
      detail: Record<string, string>;
    }[];
    expect(log).toContainEqual(
      expect.objectContaining({ adminEmail: "admin@example.com", detail: { kind: "demo", lead: demo._id } }),
    );
    // The visitor's link no longer confirms anything.
    const late = await post("/Book/VerifySchedule", link);
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe("This demo request is already confirmed.");
  });

  it("takes no note at all", async () => {
    const { demo } = await spamDemo();
    const res = await confirm(demo._id, { version: demo.version });
    expect(res.statusCode).toBe(200);
    expect(await timeline(demo._id)).toContainEqual(
      expect.objectContaining({ type: "confirmed", text: "", by: "admin@example.com" }),
    );
  });

  it("answers 409 for a stale version and for a request already confirmed", async () => {
    const { demo } = await spamDemo();
    const stale = await confirm(demo._id, { version: demo.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe("Changed by someone else, reload.");
    expect((await confirm(demo._id, { version: demo.version })).statusCode).toBe(200);
    const twice = await confirm(demo._id, { version: demo.version + 1 });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toBe("This demo request is already confirmed.");
  });

  it("answers 404 for an unknown request and 400 with field errors for a bad body", async () => {
    const missing = await confirm("no-such-request", { version: 1 });
    expect(missing.statusCode).toBe(404);
    const { demo } = await spamDemo();
    const bad = await confirm(demo._id, { note: "x".repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "version" }),
        expect.objectContaining({ path: "note", message: "Note is too long" }),
      ]),
    );
    expect(await demoOf(`confirm-${n}@example.org`)).toMatchObject({ status: "pending" });
  });

  it("is for signed-in staff only", async () => {
    const res = await post("/v1/Contact/DemoRequests/any/Confirm", { version: 1 });
    expect(res.statusCode).toBe(401);
  });
});
