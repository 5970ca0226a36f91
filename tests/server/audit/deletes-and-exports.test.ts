import { beforeAll, describe, expect, it } from "vitest";
import type { AuditRecord } from "~/contract/audit";
import { STEP_UP_REQUIRED } from "~/contract/step-up";
import { admin, auth, json, stepUp, validContact, validDemo } from "../helpers";
import { noLimits, sharedTestApp } from "../shared-app";
import { memberPassword, staffMember } from "../team-members";

// Deletes and exports of business data need a recent step-up from every member, and the server writes
// each one to the security log in the same call.

const t = sharedTestApp(noLimits);
const staffEmail = "desk.staff@example.org";
beforeAll(async () => {
  // Mid-morning in UTC: the same calendar day in the company's zone, so "today" is one day for the report.
  t.clock.set(new Date("2027-03-02T08:00:00Z"));
  await staffMember(t, staffEmail);
});

/** A new session of `who`: signed in, not yet confirmed. */
async function signIn(who = { email: staffEmail, password: memberPassword }) {
  const res = await t.app.inject({ method: "POST", url: "/api/Auth/Login", payload: who });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).token as string;
}

const as = (token: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

/** The security log's rows of `event`, newest first (read by the owner). */
async function logged(event: string) {
  const res = await as(await t.token(), "GET", `/Audit/GetAll?event=${event}&pageSize=100`);
  expect(res.statusCode).toBe(200);
  return json(res).data as AuditRecord[];
}

const owner = async (method: "GET" | "POST", url: string, payload?: object) =>
  as(await t.token(), method, url, payload);

/** Each delete: how a record is made, the call that deletes it, how to see it is there, its log event. */
const deletes = {
  contact: {
    event: "contact.deleted",
    make: async () =>
      (json(await owner("POST", "/v1/Contact/Create", validContact)).data as { _id: string })._id,
    url: (id: string) => `/v1/Contact/Delete/${id}`,
    there: async (id: string) => (await owner("GET", `/v1/Contact/GetById/${id}`)).statusCode === 200,
  },
  "demo request": {
    event: "demo_request.deleted",
    make: async () => (json(await owner("POST", "/v1/Contact/SendOtp", validDemo)).data as { id: string }).id,
    url: (id: string) => `/v1/Contact/DemoRequests/${id}`,
    there: async (id: string) => (await owner("GET", `/v1/Leads/demo/${id}`)).statusCode === 200,
  },
  "IP record": {
    event: "ip_record.deleted",
    make: async () => {
      const ipAddress = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
      return (json(await owner("POST", "/IpAddress/Create", { ipAddress })).data as { _id: string })._id;
    },
    url: (id: string) => `/IpAddress/Delete/${id}`,
    there: async (id: string) => (await owner("GET", `/IpAddress/GetById/${id}`)).statusCode === 200,
  },
  KPI: {
    event: "kpi.deleted",
    make: async () =>
      (
        json(await owner("POST", "/Kpi/Create", { name: "Churn", value: 3, target: 2 })).data as {
          id: string;
        }
      ).id,
    url: (id: string) => `/Kpi/Delete/${id}`,
    there: async (id: string) => (await owner("GET", `/Kpi/GetById/${id}`)).statusCode === 200,
  },
};

describe("a staff member's delete", () => {
  it.each(Object.entries(deletes))(
    "of a %s is refused without a step-up and deletes nothing; after one it deletes and logs once",
    async (_what, d) => {
      const id = await d.make();
      const token = await signIn();
      const before = (await logged(d.event)).length;

      const refused = await as(token, "DELETE", d.url(id));
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe(STEP_UP_REQUIRED);
      expect(await d.there(id)).toBe(true);
      expect(await logged(d.event)).toHaveLength(before);

      await stepUp(t, token, memberPassword);
      const done = await as(token, "DELETE", d.url(id));
      expect(done.statusCode, done.body).toBe(200);
      expect(await d.there(id)).toBe(false);
      const rows = await logged(d.event);
      expect(rows).toHaveLength(before + 1);
      expect(rows[0]).toMatchObject({ adminEmail: staffEmail, outcome: "success", detail: { id } });
    },
  );

  it("in bulk needs a step-up; the other bulk actions do not", async () => {
    const made = [];
    for (const name of ["Bulk One", "Bulk Two"])
      made.push(
        json(await owner("POST", "/v1/Contact/Create", { ...validContact, name })).data as {
          _id: string;
          version: number;
        },
      );
    const leads = made.map((c) => ({ id: c._id, version: c.version }));
    const token = await signIn();
    const before = (await logged("lead.bulk_action")).length;

    const refused = await as(token, "POST", "/v1/Leads/contact/Bulk", { action: "delete", leads });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(STEP_UP_REQUIRED);
    expect(await deletes.contact.there(made[0]!._id)).toBe(true);
    expect(await logged("lead.bulk_action")).toHaveLength(before);

    const spam = await as(token, "POST", "/v1/Leads/contact/Bulk", { action: "spam", leads });
    expect(spam.statusCode, spam.body).toBe(200);

    await stepUp(t, token, memberPassword);
    const again = leads.map((l) => ({ ...l, version: l.version + 1 }));
    const done = await as(token, "POST", "/v1/Leads/contact/Bulk", { action: "delete", leads: again });
    expect(done.statusCode, done.body).toBe(200);
    for (const c of made) expect(await deletes.contact.there(c._id)).toBe(false);
    const rows = await logged("lead.bulk_action");
    expect(rows).toHaveLength(before + 2);
    expect(rows[0]).toMatchObject({
      adminEmail: staffEmail,
      outcome: "success",
      detail: { kind: "contact", action: "delete", count: 2 },
    });
  });

  it("is refused to an owner's fresh session too", async () => {
    const id = await deletes.KPI.make();
    const refused = await as(await signIn(admin), "DELETE", deletes.KPI.url(id));
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(STEP_UP_REQUIRED);
    expect(await deletes.KPI.there(id)).toBe(true);
  });
});

describe("an analytics CSV export", () => {
  const day = () => "2027-03-02";
  const CHROME =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const view = (path: string, remoteAddress: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/Analytics/Collect",
      remoteAddress,
      headers: { "user-agent": CHROME, "content-type": "text/plain;charset=UTF-8" },
      payload: JSON.stringify({ kind: "pageview", path }),
    });

  it("needs a step-up; then the server builds the file and logs it once, with the rows sent", async () => {
    for (const [path, ip] of [
      ["/", "81.2.69.142"],
      ["/pricing", "81.2.69.142"],
      ["/pricing", "81.2.69.142"],
      ["/pricing", "81.2.69.150"],
    ] as const)
      expect((await view(path, ip)).statusCode).toBe(202);
    await t.app.appContext.analytics.flush();
    const token = await signIn();
    const url = `/Analytics/Report/Export/pages?from=${day()}&to=${day()}`;
    const before = (await logged("export.csv")).length;

    const refused = await as(token, "GET", url);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(STEP_UP_REQUIRED);
    expect(await logged("export.csv")).toHaveLength(before);

    await stepUp(t, token, memberPassword);
    const res = await as(token, "GET", url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="analytics-pages-${day()}.csv"`);
    // The KPI platform's layout: every cell quoted (src/shared/csv.ts), the period a column of its own.
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines).toEqual([
      `"period","dimension","value","visitors","page_views"`,
      `"${day()} to ${day()}","pages","/pricing","2","3"`,
      `"${day()} to ${day()}","pages","/","1","1"`,
    ]);
    const rows = await logged("export.csv");
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({
      adminEmail: staffEmail,
      outcome: "success",
      detail: { list: "analytics", table: "pages", rows: lines.length - 1, filtered: false },
    });
  });

  it("answers 400 for a table the report has not, and logs nothing", async () => {
    const token = await stepUp(t, await signIn(), memberPassword);
    const before = (await logged("export.csv")).length;
    const res = await as(token, "GET", `/Analytics/Report/Export/passwords?from=${day()}&to=${day()}`);
    expect(res.statusCode).toBe(400);
    expect(await logged("export.csv")).toHaveLength(before);
  });
});
