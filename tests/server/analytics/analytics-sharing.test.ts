import type { LightMyRequestResponse } from "fastify";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { analyticsApiKeys, analyticsShareLinks, auditEvents } from "../../../server/src/platform/db/schema";
import type { ApiKey, NewApiKey, NewShareLink, Realtime, ShareLink } from "~/contract/analytics-sharing";
import type { TrafficReport } from "~/contract/analytics-report";
import { companyToday } from "../../../server/src/modules/analytics/company-day";
import { auth, json, stepUp } from "../helpers";
import { noLimits, sharedTestApp } from "../shared-app";
import { adminCaller, staffMember } from "../team-members";

// Realtime, shared links and API keys of the Analytics screen (ADR 0050).

const t = sharedTestApp({ ...noLimits, LOG_LEVEL: "warn", ADMIN_BASE_URL: "https://admin.example.com" });
const call = adminCaller(t);
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const MIN = 60 * 1000;
const today = () => companyToday(t.app.appContext);
const range = () => `from=${today()}&to=${today()}`;

const collect = (path: string, ip: string, referrer?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/Analytics/Collect",
    remoteAddress: ip,
    headers: { "user-agent": CHROME, "content-type": "text/plain;charset=UTF-8" },
    payload: JSON.stringify({ kind: "pageview", path, ...(referrer ? { referrer } : {}) }),
  });
const shared = (token: string | undefined, query = range()) =>
  t.app.inject({
    method: "GET",
    url: `/api/Analytics/Shared/Report?${query}`,
    headers: token === undefined ? {} : { "x-share-token": token },
  });
const apiReport = (headers: Record<string, string>, query = range()) =>
  t.app.inject({ method: "GET", url: `/api/Analytics/Api/Report?${query}`, headers });
const dataOf = <T>(res: LightMyRequestResponse) => (res.json() as { data: T }).data;
const auditOf = (event: string) =>
  t.app.appContext.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.event, event))
    .orderBy(asc(auditEvents.seq));

describe("Now: visitors of the last five minutes", () => {
  it("counts visitors with any event in the last five minutes, with their pages and sources, right after the beacons", async () => {
    await collect("/old", "81.2.69.10");
    t.clock.advance(6 * MIN);
    await collect("/pricing", "81.2.69.11", "www.google.com");
    await collect("/pricing", "81.2.69.12");
    await collect("/", "81.2.69.12");
    // Read at once: the batch waiting in the ingest is written first.
    const res = await call("GET", "/Analytics/Realtime");
    expect(res.statusCode).toBe(200);
    const now = dataOf<Realtime>(res);
    expect(now.visitors).toBe(2);
    expect(now.pages).toEqual([
      { value: "/pricing", visitors: 2 },
      { value: "/", visitors: 1 },
    ]);
    expect(now.sources).toEqual([
      { value: "Direct", visitors: 1 },
      { value: "www.google.com", visitors: 1 },
    ]);
    t.clock.advance(5 * MIN);
    expect(dataOf<Realtime>(await call("GET", "/Analytics/Realtime")).visitors).toBe(0);
  });

  it("is for signed-in members only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/Analytics/Realtime" })).statusCode).toBe(401);
  });
});

describe("shared links", () => {
  beforeEach(async () => {
    await stepUp(t, await t.token());
  });

  it("an owner makes a link; it reads the aggregate report signed out, noindex, and each view is logged", async () => {
    const made = await call("POST", "/Analytics/ShareLinks", { label: "  Board  " });
    expect(made.statusCode).toBe(200);
    const link = dataOf<NewShareLink>(made);
    expect(link.label).toBe("Board");
    expect(link.url).toMatch(/^https:\/\/admin\.example\.com\/share\/analytics\/[\w-]{43}$/);
    const token = link.url.split("/").at(-1)!;
    // Only the hash is stored.
    const [row] = await t.app.appContext.db.select().from(analyticsShareLinks);
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = dataOf<ShareLink[]>(await call("GET", "/Analytics/ShareLinks"));
    expect(listed).toEqual([expect.objectContaining({ _id: link._id, label: "Board", lastViewedAt: null })]);
    expect(listed[0]).not.toHaveProperty("url");

    const before = (await auditOf("analytics.share_viewed")).length;
    const res = await shared(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(dataOf<TrafficReport>(res).totals.pageViews).toBeGreaterThanOrEqual(4);
    // Aggregate figures only: no lead's name, email or address is part of the answer.
    expect(Object.keys(dataOf<TrafficReport>(res)).sort()).toEqual(
      [
        "bookingFunnel",
        "compare",
        "daily",
        "events",
        "filters",
        "from",
        "funnel",
        "funnels",
        "goals",
        "previous",
        "previousFrom",
        "previousTo",
        "tables",
        "timeZone",
        "to",
        "totals",
        "vitals",
      ].sort(),
    );
    const views = await auditOf("analytics.share_viewed");
    expect(views).toHaveLength(before + 1);
    expect(views.at(-1)).toMatchObject({ outcome: "success", adminId: null, detail: { id: link._id } });
    expect(dataOf<ShareLink[]>(await call("GET", "/Analytics/ShareLinks"))[0]!.lastViewedAt).not.toBeNull();
    expect((await auditOf("analytics.share_created")).at(-1)).toMatchObject({ detail: { id: link._id } });

    // Its Now panel polls without counting as views.
    const now = await t.app.inject({
      method: "GET",
      url: "/api/Analytics/Shared/Realtime",
      headers: { "x-share-token": token },
    });
    expect(now.statusCode).toBe(200);
    expect(now.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(dataOf<Realtime>(now)).toMatchObject({ visitors: expect.any(Number) });
    expect(await auditOf("analytics.share_viewed")).toHaveLength(before + 1);

    // The page itself: the client-only fallback, never indexed.
    const page = await t.app.inject({ method: "GET", url: `/share/analytics/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.body).toContain("Fallback");

    // Revoked: 404 with a sentence, logged as a failed view, and gone from the list.
    expect((await call("DELETE", `/Analytics/ShareLinks/${link._id}`)).statusCode).toBe(200);
    const gone = await shared(token);
    expect(gone.statusCode).toBe(404);
    expect(json(gone).message).toBe("This shared report does not exist or was revoked.");
    expect(gone.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const nowGone = await t.app.inject({
      method: "GET",
      url: "/api/Analytics/Shared/Realtime",
      headers: { "x-share-token": token },
    });
    expect(nowGone.statusCode).toBe(404);
    expect((await auditOf("analytics.share_viewed")).at(-1)).toMatchObject({ outcome: "failure" });
    expect((await auditOf("analytics.share_revoked")).at(-1)).toMatchObject({ outcome: "success" });
    expect(dataOf<ShareLink[]>(await call("GET", "/Analytics/ShareLinks"))).toEqual([]);
    expect((await call("DELETE", `/Analytics/ShareLinks/${link._id}`)).statusCode).toBe(404);
  });

  it("an unknown or missing token is 404, a bad period 400, and a link's token is no admin token", async () => {
    expect((await shared("not-a-real-token")).statusCode).toBe(404);
    expect((await shared(undefined)).statusCode).toBe(404);
    const link = dataOf<NewShareLink>(await call("POST", "/Analytics/ShareLinks", { label: "Team" }));
    const token = link.url.split("/").at(-1)!;
    expect((await shared(token, "from=2026-13-01&to=2026-01-01")).statusCode).toBe(400);
    const asAdmin = await t.app.inject({
      method: "GET",
      url: `/api/Analytics/Report?${range()}`,
      headers: auth(token),
    });
    expect(asAdmin.statusCode).toBe(401);
    expect((await apiReport(auth(token))).statusCode).toBe(401);
  });

  it("a label is required and short", async () => {
    const res = await call("POST", "/Analytics/ShareLinks", { label: " " });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: unknown[] }).errors[0]).toMatchObject({
      path: "label",
      message: "Enter a name",
    });
    expect((await call("POST", "/Analytics/ShareLinks", { label: "x".repeat(61) })).statusCode).toBe(400);
  });

  it("staff can neither make, list nor revoke links", async () => {
    const { token } = await staffMember(t, "share.staff@example.org");
    expect((await call("POST", "/Analytics/ShareLinks", { label: "Mine" }, token)).statusCode).toBe(403);
    expect((await call("GET", "/Analytics/ShareLinks", undefined, token)).statusCode).toBe(403);
    expect((await call("GET", "/Analytics/ApiKeys", undefined, token)).statusCode).toBe(403);
    expect((await call("PUT", "/Analytics/WeeklyReport", { enabled: true }, token)).statusCode).toBe(403);
    // Realtime is part of the report every member reads.
    expect((await call("GET", "/Analytics/Realtime", undefined, token)).statusCode).toBe(200);
  });
});

describe("API keys", () => {
  it("a key reads the report as JSON, nothing else, until it is revoked", async () => {
    await stepUp(t, await t.token());
    const made = await call("POST", "/Analytics/ApiKeys", { label: "Reporting script" });
    expect(made.statusCode).toBe(200);
    const { key, _id, prefix } = dataOf<NewApiKey>(made);
    expect(key).toMatch(/^cak_[\w-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);
    const [row] = await t.app.appContext.db
      .select()
      .from(analyticsApiKeys)
      .where(eq(analyticsApiKeys.id, _id));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(dataOf<ApiKey[]>(await call("GET", "/Analytics/ApiKeys"))).toEqual([
      expect.objectContaining({ _id, label: "Reporting script", prefix, lastUsedAt: null }),
    ]);
    expect(dataOf<ApiKey[]>(await call("GET", "/Analytics/ApiKeys"))[0]).not.toHaveProperty("key");

    const res = await apiReport(auth(key));
    expect(res.statusCode).toBe(200);
    expect(dataOf<TrafficReport>(res)).toMatchObject({
      from: today(),
      to: today(),
      totals: expect.any(Object),
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(dataOf<ApiKey[]>(await call("GET", "/Analytics/ApiKeys"))[0]!.lastUsedAt).not.toBeNull();
    expect((await apiReport(auth(key), "from=2026-02-01")).statusCode).toBe(400);

    // Read scope only: every other route refuses the key.
    for (const [method, url] of [
      ["GET", "/api/Analytics/Report"],
      ["GET", "/api/Analytics/Realtime"],
      ["GET", "/api/Analytics/ApiKeys"],
      ["POST", "/api/Analytics/ApiKeys"],
      ["GET", "/api/Analytics/DashboardStats"],
      ["GET", "/api/Team/Me"],
      ["GET", "/api/v1/Leads/Backlog"],
    ] as const) {
      const other = await t.app.inject({
        method,
        url: `${url}?${range()}`,
        headers: auth(key),
        ...(method === "POST" ? { payload: { label: "Another" } } : {}),
      });
      expect([method, url, other.statusCode]).toEqual([method, url, 401]);
    }
    // A shared report does not take it either.
    expect((await shared(key)).statusCode).toBe(404);

    expect((await call("DELETE", `/Analytics/ApiKeys/${_id}`)).statusCode).toBe(200);
    const revoked = await apiReport(auth(key));
    expect(revoked.statusCode).toBe(401);
    expect(json(revoked).message).toBe(
      "A valid analytics API key is required (Authorization: Bearer <key>).",
    );
    expect((await auditOf("analytics.api_key_revoked")).at(-1)).toMatchObject({ detail: { id: _id } });
  });

  it("no key, a made-up key or a member's token is 401", async () => {
    expect((await apiReport({})).statusCode).toBe(401);
    expect((await apiReport(auth("cak_made-up"))).statusCode).toBe(401);
    expect((await apiReport(auth(await t.token()))).statusCode).toBe(401);
  });
});
