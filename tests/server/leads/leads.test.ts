import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../server/src/modules/identity/admins";
import { auth, json, latestCode, startTestApp, type TestApp, validContact, validDemo } from "../helpers";

let t: TestApp;
let token: string;
const second = { email: "second@example.com", password: "Second-admin-password-42" };
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PUBLIC_FORMS: "1000", LEAD_REPLY_HOURS: "24" });
  token = await t.token();
  await createAdmin(t.app.appContext.db, second.email, second.password, new Date());
});
afterAll(() => t.close());

type Lead = { _id: string; leadStatus: string; version: number; overdue: boolean };
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = token) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth(as), ...(payload ? { payload } : {}) });

/** Sends a contact message and returns it as the list shows it. */
async function newContact(message: string, email = validContact.email): Promise<Lead> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/Contact/Create",
    payload: { ...validContact, email, message },
  });
  return json(res).data as Lead;
}

async function confirmedDemo(email: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/Contact/SendOtp",
    payload: { ...validDemo, email },
  });
  const id = (json(res).data as { id: string }).id;
  const code = latestCode(t, email);
  await t.app.inject({ method: "POST", url: "/api/Book/VerifySchedule", payload: { id, code } });
  return id;
}

describe("lead status", () => {
  it("starts New, changes through the spec's PUT, and a stale version is a 409", async () => {
    const c = await newContact("status one");
    expect(c).toMatchObject({ leadStatus: "new", version: 1, overdue: false });
    const moved = await call("PUT", `/v1/Contact/Update/${c._id}`, { leadStatus: "contacted", version: 1 });
    expect(moved.statusCode).toBe(200);
    expect(json(moved).data).toMatchObject({ leadStatus: "contacted", version: 2, message: "status one" });
    const stale = await call("PUT", `/v1/Contact/Update/${c._id}`, { leadStatus: "won", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe("Changed by someone else, reload.");
    const back = await call("PUT", `/v1/Contact/Update/${c._id}`, { leadStatus: "new", version: 2 });
    expect(json(back).data).toMatchObject({ leadStatus: "new", version: 3 });
  });

  it("still takes the spec's whole-contact update and keeps the status", async () => {
    const c = await newContact("status two");
    const res = await call("PUT", `/v1/Contact/Update/${c._id}`, { ...validContact, message: "edited" });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ message: "edited", leadStatus: "new", version: 1 });
  });

  it.each([
    [{ leadStatus: "done", version: 1 }, "leadStatus"],
    [{ leadStatus: "won" }, "version"],
    [{}, ""],
    [{ name: "" }, "name"],
  ])("answers 400 with a field error for %j", async (body, path) => {
    const c = await newContact("status bad");
    const res = await call("PUT", `/v1/Contact/Update/${c._id}`, body);
    expect(res.statusCode).toBe(400);
    expect((json(res).errors as { path: string }[]).map((e) => e.path)).toContain(path);
  });

  it("answers 404 for an unknown lead", async () => {
    const res = await call("PUT", "/v1/Contact/Update/nope", { leadStatus: "won", version: 1 });
    expect(res.statusCode).toBe(404);
    const demo = await call("PUT", "/v1/Contact/DemoRequests/nope", { leadStatus: "won", version: 1 });
    expect(demo.statusCode).toBe(404);
  });

  it("filters the lists by status and counts each status, the search applied", async () => {
    const a = await newContact("filter a", "filter-a@example.org");
    await newContact("filter b", "filter-b@example.org");
    await call("PUT", `/v1/Contact/Update/${a._id}`, { leadStatus: "qualified", version: 1 });
    const only = json(await call("GET", "/v1/Contact/GetAll?status=qualified&search=filter-"));
    expect((only.data as { message: string }[]).map((c) => c.message)).toEqual(["filter a"]);
    expect(only.total).toBe(1);
    const counts = json(await call("GET", "/v1/Leads/StatusCounts/contact?search=filter-")).data;
    expect(counts).toEqual({ new: 1, contacted: 0, qualified: 1, won: 0, lost: 0, spam: 0 });
    expect((await call("GET", "/v1/Contact/GetAll?status=open")).statusCode).toBe(400);
  });

  it("changes a demo request's status and filters demo requests", async () => {
    const id = await confirmedDemo("status-demo@example.org");
    const res = await call("PUT", `/v1/Contact/DemoRequests/${id}`, { leadStatus: "won", version: 1 });
    expect(json(res).data).toMatchObject({ leadStatus: "won", version: 2, status: "confirmed" });
    const won = json(await call("GET", "/v1/Contact/DemoRequests?status=won")).data as { _id: string }[];
    expect(won.map((d) => d._id)).toEqual([id]);
  });

  it("marks New leads overdue once the reply time has passed, and only New ones", async () => {
    const fresh = await newContact("overdue a", "overdue-a@example.org");
    const answered = await newContact("overdue b", "overdue-b@example.org");
    await call("PUT", `/v1/Contact/Update/${answered._id}`, { leadStatus: "contacted", version: 1 });
    t.clock.advance(25 * 60 * 60 * 1000);
    token = await t.newToken();
    const rows = json(await call("GET", "/v1/Contact/GetAll?search=overdue-")).data as Lead[];
    const overdue = Object.fromEntries(rows.map((r) => [r._id, r.overdue]));
    expect(overdue).toEqual({ [fresh._id]: true, [answered._id]: false });
    const backlog = json(await call("GET", "/v1/Leads/Backlog")).data as {
      newLeads: number;
      overdue: number;
    };
    expect(backlog.overdue).toBeGreaterThanOrEqual(1);
    expect(backlog.overdue).toBeLessThanOrEqual(backlog.newLeads);
    await newContact("overdue c", "overdue-c@example.org");
    const after = json(await call("GET", "/v1/Leads/Backlog")).data as { newLeads: number; overdue: number };
    expect(after).toMatchObject({ newLeads: backlog.newLeads + 1, overdue: backlog.overdue });
  });
});

describe("lead detail and notes", () => {
  it("shows where the visit began on the lead, and nothing when the site sent no first touch", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/Create",
      payload: { ...validContact, message: "first touch", landingPage: "/pricing", utmSource: "newsletter" },
    });
    const sent = json(res).data as Lead;
    expect(json(await call("GET", `/v1/Leads/contact/${sent._id}`)).data).toMatchObject({
      landingPage: "/pricing",
      utmSource: "newsletter",
      utmMedium: null,
    });
    const plain = await newContact("no first touch");
    expect(json(await call("GET", `/v1/Leads/contact/${plain._id}`)).data).toMatchObject({
      landingPage: null,
      utmSource: null,
    });
  });

  it("shows the whole lead, verified when a demo code proved the email", async () => {
    const c = await newContact("detail text ".repeat(50), "detail@example.org");
    const before = json(await call("GET", `/v1/Leads/contact/${c._id}`)).data;
    expect(before).toMatchObject({
      kind: "contact",
      email: "detail@example.org",
      verified: false,
      notes: [],
    });
    expect((before as { message: string }).message).toBe("detail text ".repeat(50).trim());
    const demoId = await confirmedDemo("DETAIL@example.org");
    expect(json(await call("GET", `/v1/Leads/contact/${c._id}`)).data).toMatchObject({ verified: true });
    expect(json(await call("GET", `/v1/Leads/demo/${demoId}`)).data).toMatchObject({
      kind: "demo",
      name: validDemo.fullName,
      verified: true,
    });
    expect((await call("GET", "/v1/Leads/contact/nope")).statusCode).toBe(404);
    expect((await call("GET", "/v1/Leads/other/x")).statusCode).toBe(400);
  });

  it("signs notes with the author's email and lets only the author change them", async () => {
    const c = await newContact("notes");
    const login = await t.app.inject({ method: "POST", url: "/api/Auth/Login", payload: second });
    const other = login.json().token as string;
    const added = await call("POST", `/v1/Leads/contact/${c._id}/Notes`, { body: "Called, no answer." });
    expect(added.statusCode).toBe(200);
    const note = json(added).data as { _id: string };
    expect(note).toMatchObject({ authorEmail: "admin@example.com", mine: true, updatedAt: null });

    const theirs = json(await call("GET", `/v1/Leads/contact/${c._id}`, undefined, other)).data as {
      notes: { mine: boolean }[];
    };
    expect(theirs.notes).toMatchObject([{ mine: false, body: "Called, no answer." }]);
    const edit = await call("PUT", `/v1/Leads/Notes/${note._id}`, { body: "Mine now" }, other);
    expect(edit.statusCode).toBe(403);
    expect((await call("DELETE", `/v1/Leads/Notes/${note._id}`, undefined, other)).statusCode).toBe(403);

    const mine = await call("PUT", `/v1/Leads/Notes/${note._id}`, { body: "Called twice." });
    expect(json(mine).data).toMatchObject({ body: "Called twice." });
    expect((json(mine).data as { updatedAt: string | null }).updatedAt).not.toBeNull();
    expect((await call("DELETE", `/v1/Leads/Notes/${note._id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/v1/Leads/Notes/${note._id}`)).statusCode).toBe(404);
  });

  it("validates notes and refuses them on unknown leads or without a token", async () => {
    const c = await newContact("notes bad");
    const empty = await call("POST", `/v1/Leads/contact/${c._id}/Notes`, { body: "  " });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).errors).toContainEqual({ path: "body", message: "Note is required" });
    expect((await call("POST", "/v1/Leads/contact/nope/Notes", { body: "x" })).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/v1/Leads/contact/${c._id}/Notes`,
      payload: { body: "x" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("assignment", () => {
  it("assigns a lead to a staff member, mails them the link, and puts it on the timeline", async () => {
    const c = await newContact("assign me", "assign@example.org");
    const people = json(await call("GET", "/v1/Leads/Staff")).data as { _id: string; email: string }[];
    const them = people.find((p) => p.email === second.email)!;
    const res = await call("PUT", `/v1/Leads/contact/${c._id}/Assignee`, {
      assignedTo: them._id,
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const mail = t.outbox().find((m) => m.to === second.email && m.subject.includes("assign@example.org"))!;
    expect(mail.text).toContain(`/list/${c._id}`);
    const lead = json(await call("GET", `/v1/Leads/contact/${c._id}`)).data;
    expect(lead).toMatchObject({ assignedTo: them._id, version: 2 });
    const stale = await call("PUT", `/v1/Leads/contact/${c._id}/Assignee`, { assignedTo: null, version: 1 });
    expect(stale.statusCode).toBe(409);
    const bad = await call("PUT", `/v1/Leads/contact/${c._id}/Assignee`, {
      assignedTo: "nobody",
      version: 2,
    });
    expect(bad.statusCode).toBe(400);
    const { entries } = json(await call("GET", `/v1/Leads/contact/${c._id}/Timeline`)).data as {
      entries: { type: string; text: string }[];
    };
    expect(entries).toContainEqual(expect.objectContaining({ type: "assigned", text: second.email }));
  });
});

describe("one timeline per person", () => {
  it("joins messages and demo requests of the same email or phone, with status changes, notes and staff mails", async () => {
    const send = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/v1/Contact/ContactUsMailSend", payload });
    await send({ ...validContact, email: "Tara@Example.org", phone: "", message: "first message" });
    t.clock.advance(1000);
    await send({ ...validContact, email: " tara@example.org", phone: "", message: "second message" });
    t.clock.advance(1000);
    await send({ ...validContact, email: "other@example.org", phone: "98765 11111", message: "by phone" });
    await send({ ...validContact, email: "stranger@example.org", phone: "", message: "stranger" });
    t.clock.advance(1000);
    const demoId = await confirmedDemo("tara@example.org");
    await call("PUT", `/v1/Contact/DemoRequests/${demoId}`, { leadStatus: "qualified", version: 1 });
    t.clock.advance(1000);
    await call("POST", `/v1/Leads/demo/${demoId}/Notes`, { body: "Wants a call on Monday." });

    const rows = json(await call("GET", "/v1/Contact/GetAll?search=tara@")).data as {
      _id: string;
      message: string;
    }[];
    const first = rows.find((r) => r.message === "first message")!;
    const res = await call("GET", `/v1/Leads/contact/${first._id}/Timeline`);
    expect(res.statusCode).toBe(200);
    const { entries } = json(res).data as { entries: { type: string; text: string; kind: string }[] };
    const seen = entries.map((e) => `${e.type}:${e.text.split("\n")[0]}`);
    expect(seen.filter((s) => !s.startsWith("email:"))).toEqual([
      "contact:first message",
      "contact:second message",
      `demo:${validDemo.comment}`,
      "status:qualified",
      "note:Wants a call on Monday.",
    ]);
    expect(seen.filter((s) => s === "email:hello@example.com")).toHaveLength(3);
    expect(seen.some((s) => s.includes("stranger") || s.includes("by phone"))).toBe(false);

    const phoneRows = json(await call("GET", "/v1/Contact/GetAll?search=other@")).data as { _id: string }[];
    await send({ ...validContact, email: "else@example.org", phone: "9876511111", message: "same phone" });
    const byPhone = json(await call("GET", `/v1/Leads/contact/${phoneRows[0]!._id}/Timeline`)).data as {
      entries: { type: string; text: string }[];
    };
    expect(byPhone.entries.filter((e) => e.type === "contact").map((e) => e.text)).toEqual([
      "by phone",
      "same phone",
    ]);
    expect((await call("GET", "/v1/Leads/contact/nope/Timeline")).statusCode).toBe(404);
  });

  it("mails staff the whole submission with a link to the lead's page", async () => {
    const send = await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/ContactUsMailSend",
      payload: { ...validContact, email: "link@example.org", message: "Line 1\nLine 2 of the whole message" },
    });
    expect(send.statusCode).toBe(200);
    const [row] = json(await call("GET", "/v1/Contact/GetAll?search=link@")).data as { _id: string }[];
    const mail = t.outbox().find((m) => m.text.includes("Line 2 of the whole message"))!;
    expect(mail.to).toBe("hello@example.com");
    expect(mail.text).toContain("Line 1\nLine 2 of the whole message");
    expect(mail.text).toContain(`Open: http://localhost:3000/list/${row!._id}`);
  });
});
