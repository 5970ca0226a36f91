import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, json, startTestAppWithToken, stepUp, type TestApp, validContact, validDemo } from "../helpers";

let t: TestApp;
let token: string;
beforeAll(async () => ({ t, token } = await startTestAppWithToken()));
afterAll(() => t.close());

type Kpi = {
  id: string;
  name: string;
  value: number;
  target: number;
  unit: string;
  trend: string;
  category: string;
  lastUpdated: string;
  history: { at: string; value: number }[];
};
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, withAuth = true) =>
  t.app.inject({ method, url, payload, headers: withAuth ? auth(token) : {} });
const kpi = { name: "Revenue", value: 120, target: 100, unit: "k", category: "Sales" };

describe("KPI CRUD", () => {
  it("creates, reads, lists by category, updates with a trend, deletes", async () => {
    const created = await call("POST", "/api/Kpi/Create", kpi);
    expect(created.statusCode).toBe(200);
    const k = json(created).data as Kpi;
    expect(k).toMatchObject({ ...kpi, trend: "flat" });
    expect(new Date(k.lastUpdated).toISOString()).toBe(k.lastUpdated);
    await call("POST", "/api/Kpi/Create", { ...kpi, name: "Churn", category: "Customer Success", unit: "%" });
    const sales = json(await call("GET", "/api/Kpi/GetByCategory/sales")).data as Kpi[];
    expect(sales.map((x) => x.name)).toEqual(["Revenue"]);
    expect((json(await call("GET", "/api/Kpi/GetAll")).data as Kpi[]).length).toBe(2);
    t.clock.advance(60_000);
    const upd = json(await call("PUT", `/api/Kpi/Update/${k.id}`, { ...kpi, value: 90 })).data as Kpi;
    expect(upd).toMatchObject({ value: 90, trend: "down" });
    const one = json(await call("GET", `/api/Kpi/GetById/${k.id}`)).data as Kpi;
    expect(one.history.map((h) => h.value)).toEqual([120, 90]);
    await stepUp(t, token);
    expect(json(await call("DELETE", `/api/Kpi/Delete/${k.id}`)).isSuccess).toBe(true);
    for (const [m, u] of [
      ["GET", "GetById"],
      ["PUT", "Update"],
      ["DELETE", "Delete"],
    ] as const) {
      expect((await call(m, `/api/Kpi/${u}/${k.id}`, m === "PUT" ? kpi : undefined)).statusCode).toBe(404);
    }
  });

  it.each([
    [{ name: "" }, "name"],
    [{ value: "12" }, "value"],
    [{ target: null }, "target"],
    [{ trend: "sideways" }, "trend"],
    [{ unit: "u".repeat(21) }, "unit"],
  ])("validates %j", async (change, path) => {
    const res = await call("POST", "/api/Kpi/Create", { ...kpi, ...change });
    expect(res.statusCode).toBe(400);
    expect((json(res).errors as { path: string }[]).map((e) => e.path)).toContain(path);
  });

  it.each([
    ["GET", "/api/Kpi/GetAll"],
    ["GET", "/api/Kpi/GetById/x"],
    ["GET", "/api/Kpi/GetByCategory/Sales"],
    ["POST", "/api/Kpi/Create"],
    ["PUT", "/api/Kpi/Update/x"],
    ["DELETE", "/api/Kpi/Delete/x"],
    ["POST", "/api/Kpi/ExtractFromData"],
    ["GET", "/api/Analytics/DashboardStats"],
    ["GET", "/api/Analytics/KpiTrends/x"],
  ] as const)("%s %s needs a token", async (method, url) => {
    expect(
      (await call(method, url, method === "GET" || method === "DELETE" ? undefined : kpi, false)).statusCode,
    ).toBe(401);
  });
});

describe("ExtractFromData", () => {
  const csv = "month,region,revenue,orders\n2025-01,North,100,4\n2025-01,South,50,2\n2025-02,North,130,5\n";
  const rules = [
    {
      name: "Total revenue",
      column: "revenue",
      aggregate: "sum",
      target: 250,
      unit: "INR",
      category: "Finance",
    },
    { name: "Orders", column: "orders", aggregate: "count", target: 3 },
  ];

  it("computes KPIs from CSV text and saves them", async () => {
    const res = await call("POST", "/api/Kpi/ExtractFromData", { dataSource: csv, extractionRules: rules });
    expect(res.statusCode).toBe(200);
    const data = json(res).data as Kpi[];
    expect(data.map((k) => [k.name, k.value, k.category])).toEqual([
      ["Total revenue", 280, "Finance"],
      ["Orders", 3, "General"],
    ]);
    const again = json(
      await call("POST", "/api/Kpi/ExtractFromData", {
        dataSource: csv.replace("130", "30"),
        extractionRules: rules,
      }),
    ).data as Kpi[];
    expect(again[0]).toMatchObject({ id: data[0]!.id, value: 180, trend: "down" });
  });

  it("accepts rows as objects", async () => {
    const res = await call("POST", "/api/Kpi/ExtractFromData", {
      dataSource: [{ score: 3 }, { score: 5 }],
      extractionRules: [{ name: "Avg score", column: "score", aggregate: "avg", target: 4 }],
    });
    expect((json(res).data as Kpi[])[0]).toMatchObject({ value: 4 });
  });

  it("rejects bad rules with field errors and saves nothing", async () => {
    const before = (json(await call("GET", "/api/Kpi/GetAll")).data as Kpi[]).length;
    const badAgg = await call("POST", "/api/Kpi/ExtractFromData", {
      dataSource: csv,
      extractionRules: [{ ...rules[0], aggregate: "median" }],
    });
    expect(badAgg.statusCode).toBe(400);
    expect((json(badAgg).errors as { path: string }[])[0]!.path).toBe("extractionRules.0.aggregate");
    const missingCol = await call("POST", "/api/Kpi/ExtractFromData", {
      dataSource: csv,
      extractionRules: [rules[1], { ...rules[0], column: "profit" }],
    });
    expect(missingCol.statusCode).toBe(400);
    expect(json(missingCol).errors).toEqual([
      { path: "extractionRules.1", message: 'Column "profit" is not in the data.' },
    ]);
    const notNumeric = await call("POST", "/api/Kpi/ExtractFromData", {
      dataSource: csv,
      extractionRules: [{ ...rules[0], column: "region" }],
    });
    expect(notNumeric.statusCode).toBe(400);
    const noRules = await call("POST", "/api/Kpi/ExtractFromData", { dataSource: csv, extractionRules: [] });
    expect(noRules.statusCode).toBe(400);
    expect((json(await call("GET", "/api/Kpi/GetAll")).data as Kpi[]).length).toBe(before);
  });
});

describe("Analytics", () => {
  it("DashboardStats returns real counts", async () => {
    const before = json(await call("GET", "/api/Analytics/DashboardStats")).data as Record<string, number>;
    await t.app.inject({ method: "POST", url: "/api/v1/Contact/ContactUsMailSend", payload: validContact });
    await t.app.inject({ method: "POST", url: "/api/v1/Contact/SendOtp", payload: validDemo });
    await t.app.inject({
      method: "POST",
      url: "/api/IpAddress/TrackVisitor",
      payload: {},
      remoteAddress: "10.10.10.10",
    });
    const after = json(await call("GET", "/api/Analytics/DashboardStats")).data as Record<string, number>;
    expect(after).toEqual({
      contacts: before.contacts! + 1,
      visitors: before.visitors! + 1,
      demoRequests: before.demoRequests! + 1,
      kpis: before.kpis,
      contactsLast7Days: before.contactsLast7Days! + 1,
      pageViews: before.pageViews,
      sessions: before.sessions,
      demosThisWeek: before.demosThisWeek,
      noShowRate: before.noShowRate,
    });
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    token = await t.newToken();
    const later = json(await call("GET", "/api/Analytics/DashboardStats")).data as Record<string, number>;
    expect(later.contactsLast7Days).toBe(0);
  });

  it("KpiTrends returns the history points inside the period", async () => {
    const k = json(await call("POST", "/api/Kpi/Create", { ...kpi, name: "Trend KPI", value: 1 }))
      .data as Kpi;
    t.clock.advance(10 * 24 * 60 * 60 * 1000);
    token = await t.newToken();
    await call("PUT", `/api/Kpi/Update/${k.id}`, { ...kpi, name: "Trend KPI", value: 2 });
    const week = json(await call("GET", `/api/Analytics/KpiTrends/${k.id}?period=7d`)).data as {
      value: number;
      recordedAt: string;
    }[];
    expect(week.map((p) => p.value)).toEqual([2]);
    const month = json(await call("GET", `/api/Analytics/KpiTrends/${k.id}?period=30d`)).data as {
      value: number;
      target: number;
    }[];
    expect(month).toEqual([
      { value: 1, target: 100, recordedAt: expect.any(String) },
      { value: 2, target: 100, recordedAt: expect.any(String) },
    ]);
    expect((await call("GET", `/api/Analytics/KpiTrends/${k.id}?period=1y`)).statusCode).toBe(400);
    expect((await call("GET", "/api/Analytics/KpiTrends/unknown?period=7d")).statusCode).toBe(404);
  });
});
