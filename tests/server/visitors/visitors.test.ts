import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeOldVisitors } from "../../../server/src/modules/visitors/visitors";
import { auth, json, startTestAppWithToken, stepUp, type TestApp, withTestApp } from "../helpers";

let t: TestApp;
let token: string;
beforeAll(async () => ({ t, token } = await startTestAppWithToken()));
afterAll(() => t.close());

const track = (ip: string, payload: object = {}, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({ method: "POST", url: "/api/IpAddress/TrackVisitor", payload, remoteAddress: ip, headers });
async function list(query = "?pageSize=100", app = t, tok = token) {
  const res = await app.app.inject({
    method: "GET",
    url: `/api/IpAddress/GetAll${query}`,
    headers: auth(tok),
  });
  if (res.statusCode !== 200) throw new Error(`GetAll answered ${res.statusCode}: ${res.body}`);
  return json(res);
}
type Rec = {
  _id: string;
  ipAddress: string;
  country: string;
  city: string;
  region: string;
  timezone: string;
  createdAt: string;
};

describe("TrackVisitor", () => {
  it("records a loopback caller as Local with the browser's time zone", async () => {
    const res = await track("127.0.0.1", { timezone: "Asia/Kolkata" });
    expect(res.statusCode).toBe(200);
    expect(json(res).isSuccess).toBe(true);
    const rec = ((await list()).data as Rec[]).find((r) => r.ipAddress === "127.0.0.1");
    expect(rec).toMatchObject({ country: "Local", city: "Local", region: "Local", timezone: "Asia/Kolkata" });
  });

  it("looks up a public address in the offline database", async () => {
    await track("81.2.69.142");
    const rec = ((await list()).data as Rec[]).find((r) => r.ipAddress === "81.2.69.142");
    expect(rec).toMatchObject({ country: "United Kingdom", timezone: "Europe/London" });
  });

  it("keeps one record per address per day", async () => {
    await track("192.168.1.20");
    await track("192.168.1.20");
    expect(((await list()).data as Rec[]).filter((r) => r.ipAddress === "192.168.1.20")).toHaveLength(1);
    t.clock.advance(24 * 60 * 60 * 1000);
    token = await freshToken(); // the old one expired with the day
    await track("192.168.1.20");
    expect(((await list()).data as Rec[]).filter((r) => r.ipAddress === "192.168.1.20")).toHaveLength(2);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY allows it", async () => {
    await track("10.9.9.9", {}, { "x-forwarded-for": "8.8.8.8" });
    const ips = ((await list()).data as Rec[]).map((r) => r.ipAddress);
    expect(ips).toContain("10.9.9.9");
    expect(ips).not.toContain("8.8.8.8");
  });

  it("takes the client address from one trusted proxy hop", async () => {
    await withTestApp({ TRUST_PROXY: "1" }, async (proxied) => {
      await track("10.0.0.5", {}, { "x-forwarded-for": "1.1.1.1, 8.8.8.8" }, proxied);
      const ips = ((await list("", proxied, await proxied.token())).data as Rec[]).map((r) => r.ipAddress);
      expect(ips).toEqual(["8.8.8.8"]);
    });
  });

  it("rejects a bad body without storing", async () => {
    const before = (await list()).total;
    const res = await track("203.0.113.7", { timezone: "x".repeat(65) });
    expect(res.statusCode).toBe(400);
    expect((await list()).total).toBe(before);
  });
});

describe("TrackVisitor limit", () => {
  it("answers 429 with Retry-After once an address passes RATE_LIMIT_TRACK_VISITOR calls; other addresses go on", async () => {
    await withTestApp({ RATE_LIMIT_TRACK_VISITOR: "3" }, async (limited) => {
      const codes = [];
      for (let i = 0; i < 5; i++) {
        const res = await track("198.51.100.60", {}, {}, limited);
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers["retry-after"])).toBeGreaterThan(3000);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      expect((await track("198.51.100.61", {}, {}, limited)).statusCode).toBe(200);
    });
  });

  it("allows 30 calls per address per hour by default", () => {
    expect(t.app.appContext.config.limits.trackVisitor).toBe(30);
  });
});

const freshToken = () => t.newToken();

describe("IP admin calls", () => {
  it.each([
    ["GET", "/api/IpAddress/GetAll"],
    ["GET", "/api/IpAddress/GetById/x"],
    ["POST", "/api/IpAddress/Create"],
    ["PUT", "/api/IpAddress/Update/x"],
    ["DELETE", "/api/IpAddress/Delete/x"],
  ] as const)("%s %s needs a token", async (method, url) => {
    expect(
      (
        await t.app.inject({
          method,
          url,
          payload: method === "POST" || method === "PUT" ? { ipAddress: "1.2.3.4" } : undefined,
        })
      ).statusCode,
    ).toBe(401);
  });

  it("creates, reads, updates, pages, searches and deletes", async () => {
    const tok = await freshToken();
    const createIp = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/IpAddress/Create", headers: auth(tok), payload });
    const created = await createIp({
      ipAddress: "198.51.100.4",
      country: "India",
      city: "Ranchi",
      region: "JH",
      timezone: "Asia/Kolkata",
    });
    expect(created.statusCode).toBe(200);
    const rec = json(created).data as Rec;
    const dup = await createIp({ ipAddress: "198.51.100.4" });
    expect(dup.statusCode).toBe(409);
    const bad = await createIp({ ipAddress: "999.1.1.1" });
    expect(bad.statusCode).toBe(400);
    expect((json(bad).errors as { path: string }[])[0]!.path).toBe("ipAddress");
    const got = json(
      await t.app.inject({ method: "GET", url: `/api/IpAddress/GetById/${rec._id}`, headers: auth(tok) }),
    );
    expect(got.data).toMatchObject({ ipAddress: "198.51.100.4", city: "Ranchi" });
    const upd = await t.app.inject({
      method: "PUT",
      url: `/api/IpAddress/Update/${rec._id}`,
      headers: auth(tok),
      payload: { ipAddress: "198.51.100.4", city: "Dhanbad" },
    });
    expect(json(upd).data).toMatchObject({ city: "Dhanbad" });
    const byCity = await list("?page=1&pageSize=10&search=DHANBAD", t, tok);
    expect(byCity.total).toBe(1);
    const byIp = await list("?search=198.51.100", t, tok);
    expect((byIp.data as Rec[]).map((r) => r._id)).toEqual([rec._id]);
    const byCountry = await list("?search=united kingdom", t, tok);
    expect(byCountry.total).toBeGreaterThanOrEqual(1);
    await stepUp(t, tok);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/IpAddress/Delete/${rec._id}`,
      headers: auth(tok),
    });
    expect(json(del).isSuccess).toBe(true);
    for (const [method, url] of [
      ["GET", `/api/IpAddress/GetById/${rec._id}`],
      ["PUT", `/api/IpAddress/Update/${rec._id}`],
      ["DELETE", `/api/IpAddress/Delete/${rec._id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: auth(tok),
        payload: method === "PUT" ? { ipAddress: "1.2.3.4" } : undefined,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("GetAll without paging parameters", () => {
  it("answers the first page of 10 with the total, never every row", async () => {
    await withTestApp({}, async (own) => {
      const tok = await own.token();
      for (let i = 1; i <= 12; i++) {
        const res = await own.app.inject({
          method: "POST",
          url: "/api/IpAddress/Create",
          headers: auth(tok),
          payload: { ipAddress: `192.0.2.${i}` },
        });
        expect(res.statusCode).toBe(200);
      }
      const first = await list("", own, tok);
      expect((first.data as Rec[]).length).toBe(10);
      expect(first.total).toBe(12);
      expect((await list("?page=2", own, tok)).data as Rec[]).toHaveLength(2);
    });
  });
});

describe("retention", () => {
  it("removes records older than VISITOR_RETENTION_DAYS", async () => {
    await withTestApp({ VISITOR_RETENTION_DAYS: "10" }, async (r) => {
      await track("10.20.0.1", {}, {}, r);
      r.clock.advance(11 * 24 * 60 * 60 * 1000);
      await track("10.20.0.2", {}, {}, r);
      const removed = await purgeOldVisitors(r.app.appContext);
      expect(removed).toBe(1);
      const ips = ((await list("", r, await r.token())).data as Rec[]).map((x) => x.ipAddress);
      expect(ips).toEqual(["10.20.0.2"]);
    });
  });
});
