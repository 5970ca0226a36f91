import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PersonalData } from "~/contract/lead-privacy";
import { countsOf, type PersonalDataPreview, refOf } from "~/contract/person-records";
import { auth, json, latestCode, stepUp, type TestApp } from "../helpers";
import { noLimits, sharedTestApp } from "../shared-app";

const t: TestApp = sharedTestApp(noLimits);

/** One person's submissions, all from one client address (whose visit the site recorded first). */
const person = (ip: string, name: string, email: string, phone: string) => ({ ip, name, email, phone });
const meera = person("203.0.113.41", "Meera Iyengar", "Meera.Iyengar@Example.net", "98450 12345");
const rahul = person("203.0.113.42", "Rahul Deshpande", "rahul.deshpande@example.com", "99001 77665");
// Only Meera's phone ties this message to her: it must go too.
const meeraAtWork = { email: "meera.work@example.net", phone: "98450-12345" };

const call = async (method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: auth(await t.token()),
    ...(payload ? { payload } : {}),
  });
const post = (ip: string, url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api${url}`, payload, remoteAddress: ip });

/** The records a request from this lead finds, as the owner reviews them. */
async function preview(kind: "contact" | "demo", id: string): Promise<PersonalDataPreview> {
  const res = await call("GET", `/v1/Leads/${kind}/${id}/PersonalData/Preview`);
  expect(res.statusCode).toBe(200);
  return json(res).data as PersonalDataPreview;
}

/** Export with every matched record ticked (the owner ticked the unticked ones after checking them). */
async function exportAll(kind: "contact" | "demo", id: string) {
  const { records } = await preview(kind, id);
  return call("POST", `/v1/Leads/${kind}/${id}/PersonalData/Export`, { records: records.map(refOf) });
}

/** Erase with every matched record ticked and the counts the confirmation would show. */
async function eraseAll(kind: "contact" | "demo", id: string) {
  const { records } = await preview(kind, id);
  return call("POST", `/v1/Leads/${kind}/${id}/PersonalData/Erase`, {
    records: records.map(refOf),
    expected: countsOf(records),
    matched: records.length,
  });
}

/** A contact message through the public form (which notifies the staff); its id from the admin list. */
async function contact(p: typeof meera, message: string, over: Partial<typeof meera> = {}) {
  const fields = { name: p.name, email: p.email, phone: p.phone, message, ...over };
  expect((await post(p.ip, "/v1/Contact/ContactUsMailSend", fields)).statusCode).toBe(200);
  const list = await call("GET", `/v1/Contact/GetAll?search=${encodeURIComponent(fields.email)}`);
  const found = (json(list).data as { _id: string; message: string }[]).find((c) => c.message === message);
  return found!._id;
}

/** A confirmed demo request: its verification code row stays behind, spent. */
async function demo(p: typeof meera) {
  const res = await post(p.ip, "/v1/Contact/SendOtp", {
    fullName: p.name,
    companyName: `${p.name.split(" ")[1]} Exports`,
    mobile: p.phone.replace(/\D/g, ""),
    email: p.email.toLowerCase(),
    comment: "Please show us the KPI platform.",
  });
  expect(res.statusCode).toBe(200);
  const id = (json(res).data as { id: string }).id;
  const code = latestCode(t, p.email.toLowerCase());
  expect((await post(p.ip, "/Book/VerifySchedule", { id, code })).statusCode).toBe(200);
  return id;
}

/** Two contact messages (one by a second address, same phone), a demo request, notes, status changes, a visit. */
async function seed(p: typeof meera) {
  expect((await post(p.ip, "/IpAddress/TrackVisitor", {})).statusCode).toBe(200);
  const first = await contact(p, `Hello, this is ${p.name}.`);
  const second = await contact(
    p,
    "Following up.",
    p === meera ? meeraAtWork : { email: p.email.toUpperCase() },
  );
  const demoId = await demo(p);
  await call("POST", `/v1/Leads/contact/${first}/Notes`, { body: `Called ${p.name} on ${p.phone}.` });
  await call("POST", `/v1/Leads/demo/${demoId}/Notes`, { body: `Demo for ${p.email} next week.` });
  await call("PUT", `/v1/Contact/Update/${first}`, { leadStatus: "contacted", version: 1 });
  await call("PUT", `/v1/Contact/DemoRequests/${demoId}`, { leadStatus: "qualified", version: 1 });
  await t.idle();
  return { first, second, demoId };
}

/** Every row of every table of the app's schema, as text. */
async function everyRow(): Promise<string[]> {
  const db = t.app.appContext.db;
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { name: string }[] };
  expect(tables.rows.map((r) => r.name)).toEqual(
    expect.arrayContaining([
      "contacts",
      "demo_requests",
      "lead_notes",
      "otp_challenges",
      "ip_records",
      "audit_events",
    ]),
  );
  const rows: string[] = [];
  for (const { name } of tables.rows) {
    const res = (await db.execute(sql.raw(`select t::text as row from "${name}" t`))) as unknown as {
      rows: { row: string }[];
    };
    rows.push(...res.rows.map((r) => `${name}: ${r.row}`));
  }
  return rows.sort();
}

/** The strings by which a person could be found: name, email (any case), phone as written and as digits. */
const traces = (p: typeof meera, extra: string[] = []) =>
  [p.name, p.email, p.phone, p.phone.replace(/\D/g, ""), p.ip, ...extra].map((s) => s.toLowerCase());
const mentioning = (rows: string[], needle: string) => rows.filter((r) => r.toLowerCase().includes(needle));

let m: Awaited<ReturnType<typeof seed>>;
let r: Awaited<ReturnType<typeof seed>>;
beforeAll(async () => {
  // A stranger's visit, which nothing ties to anyone.
  expect((await post("198.51.100.9", "/IpAddress/TrackVisitor", {})).statusCode).toBe(200);
  m = await seed(meera);
  r = await seed(rahul);
  // The clock stands still in this file: one step-up lets the owner export and erase throughout.
  await stepUp(t, await t.token());
});

describe("personal data export", () => {
  it("returns every record of the person, found from any of their leads, without code hashes", async () => {
    const res = await exportAll("demo", m.demoId);
    expect(res.statusCode).toBe(200);
    const data = json(res).data as PersonalData;
    expect(data.contacts.map((c) => c._id).sort()).toEqual([m.first, m.second].sort());
    expect(data.contacts.map((c) => c.email).sort()).toEqual([meera.email, meeraAtWork.email].sort());
    expect(data.demoRequests).toEqual([expect.objectContaining({ _id: m.demoId, status: "confirmed" })]);
    expect(data.notes.map((n) => n.body).sort()).toEqual(
      [`Called ${meera.name} on ${meera.phone}.`, `Demo for ${meera.email} next week.`].sort(),
    );
    expect(data.history.map((h) => h.detail).sort()).toEqual(["contacted", "qualified"]);
    // Each contact message and the confirmed demo request sent the staff a notice.
    expect(data.staffEmails).toHaveLength(3);
    expect(data.staffEmails.every((e) => e.to === t.app.appContext.company.current().email)).toBe(true);
    expect(data.verificationCodes).toEqual([
      expect.objectContaining({ demoRequestId: m.demoId, attempts: 1 }),
    ]);
    expect(data.visitorRecords).toEqual([expect.objectContaining({ ipAddress: meera.ip })]);
    expect(data.contacts.every((c) => c.visitorId === data.visitorRecords[0]!._id)).toBe(true);
    // Nothing of Rahul's, and never the stored code hash.
    const text = res.body.toLowerCase();
    for (const s of traces(rahul)) expect(text).not.toContain(s);
    const codes = (await t.app.appContext.db.execute(
      sql`select code_hmac from otp_challenges where subject = ${m.demoId}`,
    )) as unknown as { rows: { code_hmac: string }[] };
    expect(codes.rows).toHaveLength(1);
    expect(res.body).not.toContain(codes.rows[0]!.code_hmac);
  });

  it("goes in the security log with counts and a reference, never the person's data", async () => {
    await exportAll("contact", r.first);
    const log = await call("GET", "/Audit/GetAll?event=person.exported&pageSize=100");
    const entry = (json(log).data as { detail: Record<string, unknown> }[]).find(
      (e) => e.detail.id === r.first,
    );
    expect(entry?.detail).toMatchObject({ kind: "contact", contacts: 2, demoRequests: 1, notes: 2 });
    expect(entry?.detail.ref).toMatch(/^[0-9a-f]{16}$/);
    for (const s of traces(rahul)) expect(JSON.stringify(entry).toLowerCase()).not.toContain(s);
  });

  it("answers 404 for an unknown lead, 401 without a token, 400 for a bad kind or id", async () => {
    const missing = await call("GET", "/v1/Leads/contact/no-such-lead/PersonalData/Preview");
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe("Contact not found.");
    const ref = { kind: "contact", id: m.first };
    const erase = { records: [ref], expected: countsOf([]), matched: 1 };
    expect((await call("POST", "/v1/Leads/demo/no-such-lead/PersonalData/Erase", erase)).statusCode).toBe(
      404,
    );
    for (const path of ["Preview", "Export", "Erase"]) {
      const anonymous = await t.app.inject({
        method: path === "Preview" ? "GET" : "POST",
        url: `/api/v1/Leads/contact/${m.first}/PersonalData/${path}`,
        ...(path === "Preview" ? {} : { payload: erase }),
      });
      expect(anonymous.statusCode).toBe(401);
    }
    const badKind = await call("GET", `/v1/Leads/person/${m.first}/PersonalData/Preview`);
    expect(badKind.statusCode).toBe(400);
    expect((await call("GET", `/v1/Leads/contact/${"x".repeat(65)}/PersonalData/Preview`)).statusCode).toBe(
      400,
    );
    const none = await call("POST", `/v1/Leads/contact/${m.first}/PersonalData/Export`, { records: [] });
    expect(none.statusCode).toBe(400);
    expect(json(none).errors).toEqual([{ path: "records", message: "Tick at least one record." }]);
  });
});

describe("personal data erasure", () => {
  it("names what will go", async () => {
    const { records } = await preview("contact", m.second);
    expect(countsOf(records)).toEqual({
      contacts: 2,
      demoRequests: 1,
      notes: 2,
      verificationCodes: 1,
      visitorRecords: 1,
      history: 5,
    });
  });

  it("is all or nothing: a failure halfway leaves every record in place", async () => {
    const db = t.app.appContext.db;
    const before = await everyRow();
    await db.execute(sql`create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await db.execute(
      sql`create trigger refuse_delete before delete on ip_records for each row execute function refuse_delete()`,
    );
    try {
      expect((await eraseAll("contact", m.first)).statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_delete on ip_records`);
      await db.execute(sql`drop function refuse_delete()`);
    }
    // The security log records the failure (a row, and its chain's head).
    const outsideLog = (row: string) => !row.startsWith("audit_events:") && !row.startsWith("audit_chain:");
    const after = (await everyRow()).filter(outsideLog);
    expect(after).toEqual(before.filter(outsideLog));
  });

  it("leaves nothing about the person in any table, and the other person whole", async () => {
    const rahulBefore = (await everyRow()).filter((row) =>
      traces(rahul).some((s) => row.toLowerCase().includes(s)),
    );
    const res = await eraseAll("contact", m.first);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: "Personal data erased.",
      data: { contacts: 2, demoRequests: 1, notes: 2, verificationCodes: 1, visitorRecords: 1, history: 5 },
    });

    const rows = await everyRow();
    for (const s of traces(meera, [meeraAtWork.email, meeraAtWork.phone]))
      expect(mentioning(rows, s)).toEqual([]);
    for (const id of [m.first, m.second, m.demoId])
      expect(mentioning(rows, id.toLowerCase()).every((row) => row.startsWith("audit_events:"))).toBe(true);
    // Rahul's rows are all still there, unchanged; so is the stranger's visit.
    expect(rows.filter((row) => traces(rahul).some((s) => row.toLowerCase().includes(s)))).toEqual(
      rahulBefore,
    );
    expect(mentioning(rows, "198.51.100.9").some((row) => row.startsWith("ip_records:"))).toBe(true);
    for (const id of [r.first, r.second, r.demoId])
      expect(mentioning(rows, id.toLowerCase()).some((row) => !row.startsWith("audit_events:"))).toBe(true);
    expect((await call("GET", `/v1/Leads/contact/${r.first}/Timeline`)).statusCode).toBe(200);
    expect((await call("GET", `/v1/Leads/contact/${m.first}`)).statusCode).toBe(404);

    const log = await call("GET", "/Audit/GetAll?event=person.erased&pageSize=100");
    const entries = json(log).data as { outcome: string; detail: Record<string, unknown> }[];
    expect(entries.find((e) => e.outcome === "success")?.detail).toMatchObject({
      kind: "contact",
      id: m.first,
      contacts: 2,
      visitorRecords: 1,
    });
  });
});
