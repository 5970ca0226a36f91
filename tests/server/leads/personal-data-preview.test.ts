import { beforeAll, describe, expect, it } from "vitest";
import type { PersonalData } from "~/contract/lead-privacy";
import {
  countsOf,
  type MatchedRecord,
  type PersonalDataPreview,
  RECORDS_CHANGED,
  refOf,
} from "~/contract/person-records";
import { auth, json, latestCode, stepUp, type TestApp } from "../helpers";
import { noLimits, sharedTestApp } from "../shared-app";

const t: TestApp = sharedTestApp(noLimits);
// The clock stands still in this file: one step-up lets the owner export and erase throughout.
beforeAll(async () => {
  await stepUp(t, await t.token());
});

const call = async (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: auth(await t.token()),
    ...(payload ? { payload } : {}),
  });

/** A contact message through the public form; its id. */
async function contact(name: string, email: string, phone: string, message: string) {
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/v1/Contact/Create",
    payload: { name, email, phone, message },
  });
  expect(sent.statusCode).toBe(200);
  return (json(sent).data as { _id: string })._id;
}

/** A demo request confirmed with the code mailed (and texted) to it; its id. */
async function confirmedDemo(fullName: string, email: string, mobile: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/Contact/SendOtp",
    payload: { fullName, companyName: "Kaveri Textiles", mobile, email, comment: "A demo, please." },
  });
  expect(res.statusCode).toBe(200);
  const id = (json(res).data as { id: string }).id;
  const code = latestCode(t, email);
  expect(
    (await t.app.inject({ method: "POST", url: "/api/Book/VerifySchedule", payload: { id, code } }))
      .statusCode,
  ).toBe(200);
  return id;
}

async function preview(id: string, kind = "contact"): Promise<PersonalDataPreview> {
  const res = await call("GET", `/v1/Leads/${kind}/${id}/PersonalData/Preview`);
  expect(res.statusCode).toBe(200);
  return json(res).data as PersonalDataPreview;
}
const ticked = (p: PersonalDataPreview) => p.records.filter((r) => r.ticked);
const byId = (p: PersonalDataPreview, id: string) => p.records.find((r) => r._id === id)!;
const erase = (id: string, records: MatchedRecord[], matched: number, expected = countsOf(records)) =>
  call("POST", `/v1/Leads/contact/${id}/PersonalData/Erase`, {
    records: records.map(refOf),
    expected,
    matched,
  });

describe("a request that shares only a phone with someone else", () => {
  // The victim wrote and booked a demo; the requester gave their own email and the victim's phone.
  const victim = { name: "Lakshmi Narayanan", email: "lakshmi.n@example.in", phone: "98860 44321" };
  const requester = { name: "Someone Else", email: "someone.else@example.com" };
  let victimContact: string;
  let victimDemo: string;
  let asked: string;

  it("lists every matched record with why it matched; the phone-only ones start unticked", async () => {
    victimContact = await contact(victim.name, victim.email, victim.phone, "Please call me about the ERP.");
    victimDemo = await confirmedDemo(victim.name, victim.email, victim.phone.replace(/\D/g, ""));
    asked = await contact(requester.name, requester.email, victim.phone, "Send me all my data.");

    const p = await preview(asked);
    expect(p.records.map((r) => r._id)).toEqual([asked, victimContact, victimDemo]);
    expect(byId(p, asked)).toMatchObject({ isThisLead: true, matchedBy: ["email", "phone"], ticked: true });
    expect(byId(p, victimContact)).toMatchObject({ isThisLead: false, matchedBy: ["phone"], ticked: false });
    expect(byId(p, victimDemo)).toMatchObject({
      kind: "demo",
      matchedBy: ["phone"],
      ticked: false,
      verificationCodes: 1,
    });
  });

  it("exports only the ticked records: nothing of the victim's", async () => {
    const p = await preview(asked);
    const res = await call("POST", `/v1/Leads/contact/${asked}/PersonalData/Export`, {
      records: ticked(p).map(refOf),
    });
    expect(res.statusCode).toBe(200);
    const data = json(res).data as PersonalData;
    expect(data.contacts.map((c) => c._id)).toEqual([asked]);
    expect(data.demoRequests).toEqual([]);
    expect(data.verificationCodes).toEqual([]);
    const text = res.body.toLowerCase();
    for (const s of [victim.name, victim.email, "please call me"])
      expect(text).not.toContain(s.toLowerCase());

    const log = json(await call("GET", "/Audit/GetAll?event=person.exported&pageSize=100")).data as {
      detail: Record<string, unknown>;
    }[];
    expect(log[0]?.detail).toMatchObject({ id: asked, contacts: 1, demoRequests: 0, left: 2 });
    const reviewed = json(await call("GET", "/Audit/GetAll?event=person.export_previewed&pageSize=100"))
      .data as {
      detail: Record<string, unknown>;
    }[];
    expect(reviewed[0]?.detail).toMatchObject({
      id: asked,
      contacts: 1,
      left: 2,
      ref: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    for (const e of reviewed) expect(JSON.stringify(e).toLowerCase()).not.toContain(victim.email);
  });

  it("refuses (409) a record that is not among the person's, so no one's records can be slipped in", async () => {
    const stranger = await contact("Unrelated Person", "unrelated@example.org", "", "Hello.");
    const res = await call("POST", `/v1/Leads/contact/${asked}/PersonalData/Export`, {
      records: [
        { kind: "contact", id: asked },
        { kind: "contact", id: stranger },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(RECORDS_CHANGED);
  });

  it("erases only the ticked records; the victim's stay", async () => {
    const p = await preview(asked);
    const res = await erase(asked, ticked(p), p.records.length);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ contacts: 1, demoRequests: 0, verificationCodes: 0 });
    expect((await call("GET", `/v1/Leads/contact/${victimContact}`)).statusCode).toBe(200);
    expect((await call("GET", `/v1/Leads/demo/${victimDemo}`)).statusCode).toBe(200);
    expect((await call("GET", `/v1/Leads/contact/${asked}`)).statusCode).toBe(404);
  });
});

describe("records with the same email", () => {
  it("start unticked while the email is unproven, and ticked once a demo confirmed with a code mailed to it", async () => {
    const first = await contact("Arjun Mehta", "arjun.mehta@example.net", "", "First message.");
    const second = await contact("Arjun Mehta", "Arjun.Mehta@example.net", "", "Second message.");
    const unproven = await preview(first);
    expect(byId(unproven, second)).toMatchObject({
      matchedBy: ["email"],
      emailVerified: false,
      ticked: false,
    });

    const demo = await confirmedDemo("Arjun Mehta", "arjun.mehta@example.net", "9000012345");
    const proven = await preview(first);
    expect(byId(proven, second)).toMatchObject({ matchedBy: ["email"], emailVerified: true, ticked: true });
    expect(byId(proven, demo)).toMatchObject({ matchedBy: ["email"], ticked: true });
    expect(byId(proven, first)).toMatchObject({ isThisLead: true, ticked: true });
  });
});

describe("the erase re-checks what it showed", () => {
  it("refuses (409) and erases nothing when the ticked records' counts changed, or a record was added", async () => {
    const email = "priya.raman@example.org";
    const first = await contact("Priya Raman", email, "", "Hello.");
    const shown = await preview(first);
    const records = ticked(shown);

    // A colleague adds a note to a ticked record after the confirmation was shown.
    expect(
      (await call("POST", `/v1/Leads/contact/${first}/Notes`, { body: "Called back." })).statusCode,
    ).toBe(200);
    const stale = await erase(first, records, shown.records.length);
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(RECORDS_CHANGED);
    expect((await call("GET", `/v1/Leads/contact/${first}`)).statusCode).toBe(200);

    // Reviewed again, then a new message of the person arrives before the erase.
    const again = await preview(first);
    await contact("Priya Raman", email, "", "One more thing.");
    const added = await erase(first, ticked(again), again.records.length);
    expect(added.statusCode).toBe(409);
    expect((await call("GET", `/v1/Leads/contact/${first}`)).statusCode).toBe(200);

    const latest = await preview(first);
    const done = await erase(first, ticked(latest), latest.records.length);
    expect(done.statusCode).toBe(200);
    expect(json(done).data).toMatchObject({ contacts: 1, notes: 1 });
    const log = json(await call("GET", "/Audit/GetAll?event=person.erased&pageSize=100")).data as {
      outcome: string;
      detail: Record<string, unknown>;
    }[];
    expect(log.filter((e) => e.detail.id === first).map((e) => e.outcome)).toEqual([
      "success",
      "failure",
      "failure",
    ]);
  });
});
