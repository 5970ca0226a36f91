import Papa from "papaparse";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin } from "../../../server/src/modules/identity/admins";
import { auth, json, startTestApp, stepUp, type TestApp, validContact } from "../helpers";

// Issue 26: the lead lists' filters and sorts, bulk actions and the CSV export that matches the screen.

let t: TestApp;
let token: string;
let meId: string;
let otherId: string;
const other = { email: "other@example.com", password: "Other-admin-password-42" };
type Row = { _id: string; name: string; leadStatus: string; version: number; value: number | null };

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
const list = async (query: string) => {
  const res = await call("GET", `/v1/Contact/GetAll?pageSize=100&${query}`);
  expect(res.statusCode).toBe(200);
  return json(res) as unknown as { data: Row[]; total: number };
};
const names = async (query: string) => (await list(query)).data.map((r) => r.name);

async function contact(name: string, extra: object = {}): Promise<Row> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/Contact/Create",
    payload: { ...validContact, name, email: `${name.toLowerCase()}@triage.test`, ...extra },
  });
  t.clock.advance(60_000);
  return json(res).data as Row;
}

const ids: Record<string, string> = {};
let firstAt = "";
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PUBLIC_FORMS: "1000", LEAD_REPLY_HOURS: "24" });
  token = await t.token();
  await createAdmin(t.app.appContext.db, other.email, other.password, new Date());
  const staff = json(await call("GET", "/v1/Leads/Staff")).data as { _id: string; email: string }[];
  meId = staff.find((s) => s.email !== other.email)!._id;
  otherId = staff.find((s) => s.email === other.email)!._id;
  firstAt = t.clock().toISOString();
  // Old: past their reply time once the clock moves a day on.
  ids.Anil = (await contact("Anil", { utmSource: "Google", landingPage: "/pricing" }))._id;
  ids.Bina = (await contact("Bina", { utmSource: "newsletter" }))._id;
  t.clock.advance(25 * 3_600_000);
  token = await t.newToken();
  ids.Chetan = (await contact("Chetan", { landingPage: "/pricing/enhanced" }))._id;
  ids.Deepa = (await contact("Deepa", { utmSource: "google" }))._id;
  ids.Esha = (await contact("Esha"))._id;
  await call("PUT", `/v1/Leads/contact/${ids.Anil}/Assignee`, { assignedTo: meId, version: 1 });
  await call("PUT", `/v1/Leads/contact/${ids.Chetan}/Assignee`, { assignedTo: otherId, version: 1 });
  await call("PUT", `/v1/Leads/contact/${ids.Deepa}/Value`, { value: 500000, version: 1 });
  await call("PUT", `/v1/Leads/contact/${ids.Esha}/Value`, { value: 25000, version: 1 });
  await call("PUT", `/v1/Contact/Update/${ids.Bina}`, { leadStatus: "won", version: 1 });
});
afterAll(() => t.close());

describe("list filters", () => {
  it("filters Mine, Unassigned, Overdue, source and received dates, each alone", async () => {
    expect(await names("assigned=mine")).toEqual(["Anil"]);
    expect(await names("assigned=none")).toEqual(["Esha", "Deepa", "Bina"]);
    expect(await names("overdue=1")).toEqual(["Anil"]);
    expect(await names("source=google")).toEqual(["Deepa", "Anil"]);
    expect(await names("source=/pricing")).toEqual(["Chetan", "Anil"]);
    const secondDay = new Date(Date.parse(firstAt) + 24 * 3_600_000).toISOString();
    expect(await names(`from=${encodeURIComponent(secondDay)}`)).toEqual(["Esha", "Deepa", "Chetan"]);
    expect(await names(`to=${encodeURIComponent(secondDay)}`)).toEqual(["Bina", "Anil"]);
  });

  it("combines them with the search and the status, and counts the matches", async () => {
    const page = await list("search=triage.test&status=new&assigned=none&source=google");
    expect(page.data.map((r) => r.name)).toEqual(["Deepa"]);
    expect(page.total).toBe(1);
    expect(await names("status=won&assigned=none")).toEqual(["Bina"]);
    expect(await names("overdue=1&assigned=none")).toEqual([]);
  });

  it("sorts by received, name, status, value and assignee, both ways", async () => {
    expect(await names("sort=received&dir=asc")).toEqual(["Anil", "Bina", "Chetan", "Deepa", "Esha"]);
    expect(await names("sort=name&dir=desc")).toEqual(["Esha", "Deepa", "Chetan", "Bina", "Anil"]);
    expect((await names("sort=status&dir=asc")).at(-1)).toBe("Bina");
    expect((await names("sort=value&dir=desc")).slice(0, 2)).toEqual(["Deepa", "Esha"]);
    // admin@… before other@…, nobody first ascending.
    expect((await names("sort=assignee&dir=asc")).slice(-2)).toEqual(["Anil", "Chetan"]);
  });

  it.each([
    ["assigned=someone", "assigned"],
    ["overdue=yes", "overdue"],
    ["sort=email", "sort"],
    ["dir=up", "dir"],
    ["from=yesterday", "from"],
    ["from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z", "to"],
  ])("answers 400 with a field error for %s", async (query, path) => {
    const res = await call("GET", `/v1/Contact/GetAll?${query}`);
    expect(res.statusCode).toBe(400);
    expect((json(res).errors as { path: string }[]).map((e) => e.path)).toContain(path);
  });

  it("filters demo requests the same way", async () => {
    const res = await call("GET", "/v1/Contact/DemoRequests?assigned=mine&overdue=1&sort=value");
    expect(res.statusCode).toBe(200);
  });
});

describe("bulk actions", () => {
  it("marks three leads as spam in one go, logs it once, and a stale version changes nothing", async () => {
    const rows = [
      await contact("Spam1"),
      await contact("Spam2"),
      await contact("Spam3"),
      await contact("Kept"),
    ];
    const leads = rows.slice(0, 3).map((r) => ({ id: r._id, version: r.version }));
    const stale = await call("POST", "/v1/Leads/contact/Bulk", {
      action: "spam",
      leads: [...leads.slice(0, 2), { id: rows[3]!._id, version: 9 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(await names("status=spam")).toEqual([]);

    const res = await call("POST", "/v1/Leads/contact/Bulk", { action: "spam", leads });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: "3 leads updated.", data: { count: 3 } });
    expect(await names("status=spam")).toEqual(["Spam3", "Spam2", "Spam1"]);
    const log = json(await call("GET", "/Audit/GetAll?event=lead.bulk_action")).data as {
      outcome: string;
      detail: Record<string, string | number>;
    }[];
    expect(log.find((e) => e.outcome === "success")?.detail).toMatchObject({
      kind: "contact",
      action: "spam",
      count: 3,
      to: "spam",
    });
    expect(log.some((e) => e.outcome === "failure" && e.detail.status === 409)).toBe(true);
  });

  it("assigns, sets a status and deletes the selected leads", async () => {
    const a = await contact("BulkA");
    const b = await contact("BulkB");
    const both = [a, b].map((r) => ({ id: r._id, version: r.version }));
    const assigned = await call("POST", "/v1/Leads/contact/Bulk", {
      action: "assign",
      leads: both,
      assignedTo: otherId,
    });
    expect(assigned.statusCode).toBe(200);
    expect(t.outbox().filter((m) => m.to === other.email && m.subject.includes("bulk"))).toHaveLength(2);
    const moved = await call("POST", "/v1/Leads/contact/Bulk", {
      action: "status",
      leads: both.map((l) => ({ ...l, version: 2 })),
      leadStatus: "qualified",
    });
    expect(moved.statusCode).toBe(200);
    expect(await names("search=bulk&status=qualified")).toEqual(["BulkB", "BulkA"]);
    await stepUp(t, token);
    const deleted = await call("POST", "/v1/Leads/contact/Bulk", {
      action: "delete",
      leads: both.map((l) => ({ ...l, version: 3 })),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await names("search=bulk")).toEqual([]);
  });

  it("changes nothing when one lead is unknown (404) or the assignee is (400)", async () => {
    const a = await contact("Whole");
    await stepUp(t, token);
    const missing = await call("POST", "/v1/Leads/contact/Bulk", {
      action: "delete",
      leads: [
        { id: a._id, version: 1 },
        { id: "nope", version: 1 },
      ],
    });
    expect(missing.statusCode).toBe(404);
    const nobody = await call("POST", "/v1/Leads/contact/Bulk", {
      action: "assign",
      leads: [{ id: a._id, version: 1 }],
      assignedTo: "ghost",
    });
    expect(nobody.statusCode).toBe(400);
    expect(await names("search=whole")).toEqual(["Whole"]);
  });

  it.each([
    [{ action: "spam", leads: [] }, "leads"],
    [{ action: "archive", leads: [{ id: "x", version: 1 }] }, "action"],
    [{ action: "status", leads: [{ id: "x", version: 1 }] }, "leadStatus"],
    [
      {
        action: "spam",
        leads: [
          { id: "x", version: 1 },
          { id: "x", version: 1 },
        ],
      },
      "leads",
    ],
    [
      { action: "spam", leads: Array.from({ length: 101 }, (_, i) => ({ id: `x${i}`, version: 1 })) },
      "leads",
    ],
  ])("answers 400 with a field error for %j", async (body, path) => {
    const res = await call("POST", "/v1/Leads/contact/Bulk", body);
    expect(res.statusCode).toBe(400);
    expect((json(res).errors as { path: string }[]).map((e) => e.path)).toContain(path);
  });
});

describe("CSV export", () => {
  beforeEach(async () => {
    await stepUp(t, token);
  });
  const csv = async (kind: string, query: string) => {
    const res = await call("GET", `/v1/Leads/${kind}/Export?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const body = res.body.replace(/^\uFEFF/, "");
    // Every cell is quoted: the lines are read as a spreadsheet would, cell by cell.
    expect(body.split("\r\n")[0]).toMatch(/^"_id","/);
    return Papa.parse<string[]>(body.trimEnd(), { newline: "\r\n" }).data;
  };

  it("has exactly the rows of the filtered, sorted view, with status, assignee, value and source", async () => {
    const query = "search=triage.test&status=new&sort=value&dir=desc";
    const shown = (await list(query)).data.map((r) => r._id);
    const lines = await csv("contact", query);
    expect(lines[0]!.join(",")).toBe(
      "_id,name,email,phone,message,createdAt,leadStatus,assignee,value,source,firstTouch,utmMedium,utmCampaign",
    );
    expect(lines.slice(1).map((l) => l[0])).toEqual(shown);
    expect(lines[1]!.slice(6)).toEqual(["new", "", "500000", "google", "", "", ""]);
    const anil = lines.find((l) => l[0] === ids.Anil)!;
    expect(anil.slice(6)).toEqual(["new", "admin@example.com", "", "Google", "/pricing", "", ""]);
    const log = json(await call("GET", "/Audit/GetAll?event=export.csv")).data as {
      detail: Record<string, unknown>;
    }[];
    expect(log[0]?.detail).toEqual({ list: "contacts", rows: shown.length, filtered: true });
  });

  it("quotes every cell and defuses formulas at the start and after ; or ,", async () => {
    await contact("Formula", { message: '=HYPERLINK("x"), then more' });
    await contact("Acme;=1+1", { email: "acme@triage.test", message: "Totals,=SUM(A1:A9) and; -2" });
    const [, first] = await csv("contact", "search=formula");
    expect(first![4]).toBe(`'=HYPERLINK("x"), then more`);
    const res = await call("GET", "/v1/Leads/contact/Export?search=acme%3B");
    expect(res.body).toContain(`"Acme;'=1+1"`);
    expect(res.body).toContain(`"Totals,'=SUM(A1:A9) and; -2"`);
  });

  it("reads past its batches in the list's order", async () => {
    const all = (await list("sort=name&dir=asc")).data.map((r) => r._id);
    const lines = await csv("contact", "sort=name&dir=asc");
    expect(lines.slice(1).map((l) => l[0])).toEqual(all);
    const demo = await csv("demo", "assigned=none");
    expect(demo[0]!.slice(0, 9).join(",")).toBe(
      "_id,fullName,companyName,phone,email,comment,status,createdAt,leadStatus",
    );
  });

  it("answers 400 for a bad filter and 401 without a token", async () => {
    expect((await call("GET", "/v1/Leads/contact/Export?sort=nope")).statusCode).toBe(400);
    expect((await call("GET", "/v1/Leads/deal/Export")).statusCode).toBe(400);
    const anon = await t.app.inject({ method: "GET", url: "/api/v1/Leads/contact/Export" });
    expect(anon.statusCode).toBe(401);
  });
});
