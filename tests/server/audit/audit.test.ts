import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuditRecord } from "~/contract/audit";
import {
  admin,
  auth,
  json,
  latestCode,
  startTestAppWithToken,
  stepUp,
  type TestApp,
  validContact,
  validDemo,
  withTestApp,
} from "../helpers";

let t: TestApp;
let token: string;
beforeAll(async () => ({ t, token } = await startTestAppWithToken()));
afterAll(() => t.close());

const ADMIN_IP = "203.0.113.9";
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: auth(token), remoteAddress: ADMIN_IP });

async function events(query = "", app = t, tok = token) {
  const res = await app.app.inject({ method: "GET", url: `/api/Audit/GetAll${query}`, headers: auth(tok) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res) as unknown as { data: AuditRecord[]; total: number };
}
const newest = async (event: string) => (await events(`?event=${event}&pageSize=1`)).data[0];

describe("security log access", () => {
  it("needs a token to read", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/Audit/GetAll" })).statusCode).toBe(401);
  });

  it("takes no record of an export from the browser: the call that exports records it", async () => {
    const res = await call("POST", "/api/Audit/RecordExport", { list: "contacts", rows: 1 });
    expect(res.statusCode).toBe(404);
  });

  it("has no call that changes or removes an event", async () => {
    for (const method of ["PUT", "DELETE"] as const) {
      expect(
        (await t.app.inject({ method, url: "/api/Audit/Delete/x", headers: auth(token) })).statusCode,
      ).toBe(404);
    }
  });

  it.each(["?event=nope", "?page=0", "?pageSize=101"])("rejects query %s with 400", async (q) => {
    const res = await t.app.inject({ method: "GET", url: `/api/Audit/GetAll${q}`, headers: auth(token) });
    expect(res.statusCode).toBe(400);
  });
});

describe("recorded events", () => {
  it("records each delete with the admin, the client IP, the outcome and the id", async () => {
    const contact = json(await call("POST", "/api/v1/Contact/Create", validContact)).data as { _id: string };
    const demo = json(await call("POST", "/api/v1/Contact/SendOtp", validDemo)).data as { id: string };
    const ip = json(await call("POST", "/api/IpAddress/Create", { ipAddress: "198.51.100.77" })).data as {
      _id: string;
    };
    const kpi = json(await call("POST", "/api/Kpi/Create", { name: "Audited", value: 1, target: 2 }))
      .data as { id: string };
    const deletes = [
      ["contact.deleted", `/api/v1/Contact/Delete/${contact._id}`, contact._id],
      ["demo_request.deleted", `/api/v1/Contact/DemoRequests/${demo.id}`, demo.id],
      ["ip_record.deleted", `/api/IpAddress/Delete/${ip._id}`, ip._id],
      ["kpi.deleted", `/api/Kpi/Delete/${kpi.id}`, kpi.id],
    ] as const;
    await stepUp(t, token);
    for (const [event, url, id] of deletes) {
      expect((await call("DELETE", url)).statusCode).toBe(200);
      expect(await newest(event)).toMatchObject({
        event,
        adminEmail: admin.email,
        ipAddress: ADMIN_IP,
        outcome: "success",
        detail: { id },
      });
      expect((await call("DELETE", url)).statusCode).toBe(404);
      expect(await newest(event)).toMatchObject({ event, outcome: "failure", detail: { id } });
    }
  });

  it("records every view of the visitor IP list and of one record", async () => {
    const before = (await events("?event=visitors.list.viewed")).total;
    await call("GET", "/api/IpAddress/GetAll?page=2&pageSize=5&search=kolkata");
    const list = await events("?event=visitors.list.viewed");
    expect(list.total).toBe(before + 1);
    expect(list.data[0]).toMatchObject({
      adminEmail: admin.email,
      ipAddress: ADMIN_IP,
      detail: { page: 2, pageSize: 5, searched: true },
    });
    // The search term itself may be personal data: it stays out of the log.
    expect(JSON.stringify(list.data[0])).not.toContain("kolkata");

    const ip = json(await call("POST", "/api/IpAddress/Create", { ipAddress: "198.51.100.78" })).data as {
      _id: string;
    };
    await call("GET", `/api/IpAddress/GetById/${ip._id}`);
    expect(await newest("visitors.record.viewed")).toMatchObject({
      outcome: "success",
      detail: { id: ip._id },
    });
  });

  it("records an analytics CSV export as the server sends the file", async () => {
    await stepUp(t, token);
    const res = await call(
      "GET",
      "/api/Analytics/Report/Export/daily?from=2026-01-01&to=2026-01-01&device=mobile",
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.split("\r\n")[0]).toBe(`"period","visitors","page_views"`);
    expect(await newest("export.csv")).toMatchObject({
      adminEmail: admin.email,
      ipAddress: ADMIN_IP,
      outcome: "success",
      detail: { list: "analytics", table: "daily", rows: 1, filtered: true },
    });
  });

  it("records every 429 with its route, counted in one row, without the caller's data", async () => {
    await withTestApp({ RATE_LIMIT_PUBLIC_FORMS: "1" }, async (limited) => {
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/v1/Contact/ContactUsMailSend",
          payload: validContact,
          remoteAddress: "192.0.2.50",
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
      expect((await send()).statusCode).toBe(429);
      const { data, total } = await events("?event=rate_limit.hit", limited, await limited.token());
      expect(total).toBe(1);
      expect(data[0]).toMatchObject({
        adminEmail: null,
        ipAddress: "192.0.2.50",
        outcome: "denied",
        detail: { method: "POST", route: "/api/v1/Contact/ContactUsMailSend" },
        count: 2,
      });
      expect(JSON.stringify(data)).not.toContain(validContact.email);
    });
  });
});

describe("sign-in and password-reset events", () => {
  it("records sign-in success and failure, the lockout, sign-out, reset requests, rejected codes and the reset", async () => {
    await withTestApp({}, async (a) => {
      const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
        a.app.inject({
          method: "POST",
          url: `/api/Auth/${url}`,
          payload,
          headers,
          remoteAddress: "192.0.2.60",
        });
      expect((await post("Login", { email: admin.email, password: "wrong-password-1" })).statusCode).toBe(
        401,
      );
      const ok = await post("Login", admin);
      expect(ok.statusCode).toBe(200);
      const tok = (json(ok) as unknown as { token: string }).token;
      expect((await post("Logout", {}, auth(tok))).statusCode).toBe(200);
      for (let i = 0; i < 6; i++) await post("Login", { email: admin.email, password: "wrong-password-2" });
      expect((await post("GenerateOtp", { email: admin.email })).statusCode).toBe(200);
      await a.idle();
      expect((await post("VerifyOtp", { email: admin.email, otp: "000000" })).statusCode).toBe(400);
      const code = latestCode(a, admin.email);
      const reset = await post("ResetPassword", {
        email: admin.email,
        otp: code,
        newPassword: "New-admin-password-43",
      });
      expect(reset.statusCode, reset.body).toBe(200);

      const again = await a.app.inject({
        method: "POST",
        url: "/api/Auth/Login",
        payload: { email: admin.email, password: "New-admin-password-43" },
      });
      const { data } = await events("?pageSize=100", a, (json(again) as unknown as { token: string }).token);
      const seen = (event: string) => data.filter((e) => e.event === event && e.ipAddress === "192.0.2.60");
      expect(seen("auth.login.failure")[0]).toMatchObject({ adminEmail: admin.email, outcome: "failure" });
      expect(seen("auth.login.success")[0]).toMatchObject({ adminEmail: admin.email, outcome: "success" });
      expect(seen("auth.logout")[0]).toMatchObject({ adminEmail: admin.email, outcome: "success" });
      expect(seen("auth.login.limited").length).toBeGreaterThan(0);
      expect(seen("rate_limit.hit")).toHaveLength(0);
      expect(seen("auth.reset.requested")[0]).toMatchObject({ adminEmail: null, outcome: "success" });
      expect(seen("auth.reset.verify_failed")[0]).toMatchObject({ outcome: "failure" });
      expect(seen("auth.password_reset")[0]).toMatchObject({ adminEmail: admin.email, outcome: "success" });
      expect(JSON.stringify(data)).not.toContain("wrong-password");
      expect(JSON.stringify(data)).not.toContain(code);
    });
  });
});

describe("listing", () => {
  it("pages newest first and filters by event", async () => {
    await withTestApp({}, async (own) => {
      const tok = await own.token();
      for (const page of [1, 2, 3]) {
        own.clock.advance(1000);
        await own.app.inject({
          method: "GET",
          url: `/api/IpAddress/GetAll?page=${page}`,
          headers: auth(tok),
        });
      }
      await own.app.inject({ method: "GET", url: "/api/IpAddress/GetById/none", headers: auth(tok) });
      const all = await events("", own, tok);
      expect(all.total).toBe(5);
      expect(all.data.map((e) => e.event)).toEqual([
        "visitors.record.viewed",
        "visitors.list.viewed",
        "visitors.list.viewed",
        "visitors.list.viewed",
        "auth.login.success",
      ]);
      const page2 = await events("?event=visitors.list.viewed&page=2&pageSize=2", own, tok);
      expect(page2.total).toBe(3);
      expect(page2.data.map((e) => e.detail?.page)).toEqual([1]);
      const firstPage = await events("?event=visitors.list.viewed&pageSize=2", own, tok);
      expect(firstPage.data.map((e) => e.detail?.page)).toEqual([3, 2]);
      expect(new Date(firstPage.data[0]!.time).getTime()).toBeGreaterThan(
        new Date(firstPage.data[1]!.time).getTime(),
      );
    });
  });
});

describe("append-only", () => {
  it("refuses to update, delete or truncate events, even straight in the database", async () => {
    await call("GET", "/api/IpAddress/GetAll");
    const { total } = await events();
    const { db } = t.app.appContext;
    await expect(db.execute(sql`update audit_events set outcome = 'failure'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const after = await events();
    expect(after.total).toBe(total);
    expect(after.data.every((e) => e.outcome !== "failure" || e.event !== "visitors.list.viewed")).toBe(true);
  });

  it("a failed recording is logged and the request still succeeds", async () => {
    const ctx = t.app.appContext;
    const insert = vi.spyOn(ctx.db, "insert").mockImplementationOnce(() => {
      throw new Error("database unavailable");
    });
    try {
      const res = await call("GET", "/api/IpAddress/GetAll");
      expect(res.statusCode).toBe(200);
      expect(insert).toHaveBeenCalledTimes(1);
      expect(t.logs.join("\n")).toContain("security event not recorded");
    } finally {
      insert.mockRestore();
    }
  });
});

describe("request log", () => {
  it("keeps the client IP of each request, but not its body or query string", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/ContactUsMailSend?ref=private-query",
      payload: { ...validContact, message: "Body text that stays out of logs" },
      remoteAddress: "198.51.100.23",
    });
    expect(res.statusCode).toBe(200);
    const lines = t.logs
      .flatMap((l) => l.split("\n"))
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { reqId?: string; req?: { ip?: string; url?: string } });
    const incoming = lines.find(
      (l) => l.req?.url === "/api/v1/Contact/ContactUsMailSend" && l.reqId === res.headers["x-request-id"],
    );
    expect(incoming?.req).toEqual({
      id: res.headers["x-request-id"],
      method: "POST",
      url: "/api/v1/Contact/ContactUsMailSend",
      ip: "198.51.100.23",
    });
    const log = t.logs.join("\n");
    expect(log).not.toContain("Body text that stays out of logs");
    expect(log).not.toContain("private-query");
  });
});
