import Fastify, { type HTTPMethods, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/src/config";
import { registerApi } from "../../../server/src/routes";
import { admin, auth, json, validContact, withTestApp } from "../helpers";
import { refreshCookieOf, setCookieLine } from "../session-helpers";
import { noLimits, sharedTestApp } from "../shared-app";

const ADMIN = "https://admin.example.com";
const PUBLIC = "https://www.example.com";
const adminHost = { host: "admin.example.com" };
const publicHost = { host: "www.example.com" };

const t = sharedTestApp({
  ...noLimits,
  ADMIN_ORIGIN: ADMIN,
  ADMIN_BASE_URL: PUBLIC,
  // Public pages may load these; the admin's pages never.
  VITE_GA_MEASUREMENT_ID: "G-TEST000000",
  VITE_CHAT_WIDGET_SRC: "https://chat.example.net/widget.js",
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url, headers });
const signInOn = (headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/Auth/Login", payload: admin, headers });
const refreshOn = (headers: Record<string, string>, cookie: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/Auth/Refresh",
    headers: { ...headers, cookie: `admin_refresh=${encodeURIComponent(cookie)}` },
    payload: {},
  });
const notFound = { isSuccess: false, message: "Not found." };

/** Every API route whose pattern is under /api/Auth/, is an invitation's, or declares a role. */
async function adminRoutes(): Promise<{ method: string; url: string }[]> {
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  const routes: { method: string; url: string }[] = [];
  probe.addHook("onRoute", (r: RouteOptions) => {
    const role = (r.config as { role?: unknown } | undefined)?.role;
    if (!role && !r.url.startsWith("/api/Auth/") && !r.url.includes("Invitation")) return;
    for (const method of ([] as HTTPMethods[]).concat(r.method).filter((m) => m !== "HEAD"))
      routes.push({
        method,
        url: r.url.replace(/:(\w+)/g, (_m, n: string) => (n === "kind" ? "contact" : "x")),
      });
  });
  await probe.register(async (api) => registerApi(api, t.app.appContext), { prefix: "/api" });
  await probe.ready();
  await probe.close();
  return routes;
}

describe("the admin on its own origin (ADMIN_ORIGIN)", () => {
  it("signs in on the admin's origin only, with a host-only refresh cookie", async () => {
    const elsewhere = await signInOn(publicHost);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual(notFound);
    expect(elsewhere.headers["set-cookie"]).toBeUndefined();

    const there = await signInOn(adminHost);
    expect(there.statusCode).toBe(200);
    const line = setCookieLine(there)!;
    expect(line).toMatch(/^admin_refresh=/);
    expect(line).not.toMatch(/domain=/i);
  });

  it("renews a session on the admin's origin, for its own pages only; the public origin never", async () => {
    const cookie = refreshCookieOf(await signInOn(adminHost))!;
    const fromPublic = await refreshOn({ ...publicHost, origin: PUBLIC }, cookie);
    expect(fromPublic.statusCode).toBe(404);
    expect(fromPublic.body).not.toContain("token");
    // Same site, other origin: a public page's script calling the admin's origin with the cookie.
    const crossOrigin = await refreshOn({ ...adminHost, origin: PUBLIC }, cookie);
    expect(crossOrigin.statusCode).toBe(403);
    expect(json(crossOrigin).message).toBe("Only the admin's own pages may make this call.");
    expect(crossOrigin.body).not.toContain("token");

    const renewed = await refreshOn({ ...adminHost, origin: ADMIN }, cookie);
    expect(renewed.statusCode).toBe(200);
    expect(json(renewed).token).toEqual(expect.any(String));
  });

  it("answers every sign-in, session, invitation and staff call with 404 off the admin's origin, token or not", async () => {
    const token = json(await signInOn(adminHost)).token as string;
    const routes = await adminRoutes();
    expect(routes).toContainEqual({ method: "POST", url: "/api/Auth/Refresh" });
    expect(routes).toContainEqual({ method: "POST", url: "/api/Team/AcceptInvitation" });
    expect(routes).toContainEqual({ method: "GET", url: "/api/v1/Contact/GetAll" });
    const answered: string[] = [];
    for (const r of routes) {
      const res = await t.app.inject({
        method: r.method as HTTPMethods,
        url: r.url,
        headers: { ...publicHost, ...auth(token) },
        ...(r.method === "GET" || r.method === "DELETE" ? {} : { payload: {} }),
      });
      if (res.statusCode !== 404 || res.body !== JSON.stringify(notFound))
        answered.push(`${r.method} ${r.url}: ${res.statusCode}`);
    }
    expect(answered).toEqual([]);
    // The same token works on the admin's origin.
    const there = await get("/api/v1/Contact/GetAll", { ...adminHost, ...auth(token) });
    expect(there.statusCode).toBe(200);
  });

  it("still answers the public pages' calls on the public origin", async () => {
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/ContactUsMailSend",
      headers: publicHost,
      payload: validContact,
    });
    expect(contact.statusCode).toBe(200);
    const beacon = await t.app.inject({
      method: "POST",
      url: "/api/Analytics/Collect",
      headers: { ...publicHost, "content-type": "text/plain;charset=UTF-8" },
      payload: JSON.stringify({ kind: "pageview", path: "/about" }),
    });
    expect(beacon.statusCode).toBe(202);
    expect((await get("/api/Book/Slots", publicHost)).statusCode).toBe(200);
    expect((await get("/api/health", publicHost)).statusCode).toBe(200);
  });

  it("sends sign-in and admin screens to the admin's origin, same path and query", async () => {
    for (const [path, to] of [
      ["/login", `${ADMIN}/login`],
      ["/forgot-password", `${ADMIN}/forgot-password`],
      ["/admin/", `${ADMIN}/admin/`],
      ["/list/abc-1?tab=notes", `${ADMIN}/list/abc-1?tab=notes`],
    ]) {
      const res = await get(path!, publicHost);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe(to);
    }
  });

  it("sends every public page on the admin's origin to the public site, and serves its files", async () => {
    for (const path of ["/", "/about", "/no-such-page", "/demo/reschedule", "/share/analytics/abc", "/cms"]) {
      const res = await get(path, adminHost);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe(`${PUBLIC}${path}`);
    }
    expect((await get("/assets/entry-abc123.js", adminHost)).statusCode).toBe(200);
  });

  it("serves the admin's pages marked for its origin, with no third-party host in their policy", async () => {
    const res = await get("/login", adminHost);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html data-site-part="admin"');
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).not.toMatch(/googletagmanager|google-analytics|chat\.example\.net/);
    expect(csp).toMatch(/connect-src 'self';/);

    // The public site's pages still load their third parties, marked to call the API on their own origin.
    const home = await get("/", publicHost);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html data-site-part="public"');
    expect(String(home.headers["content-security-policy"])).toMatch(
      /script-src [^;]*https:\/\/www\.googletagmanager\.com[^;]* https:\/\/chat\.example\.net/,
    );
    expect((await get("/demo/reschedule", publicHost)).statusCode).toBe(200);
  });
});

describe("without ADMIN_ORIGIN", () => {
  it("serves sign-in, the auth calls and the public pages on any host, unmarked, as one origin", async () => {
    await withTestApp({}, async (one) => {
      const login = await one.app.inject({ method: "GET", url: "/login", headers: publicHost });
      expect(login.statusCode).toBe(200);
      expect(login.body).not.toContain("data-site-part");
      const signIn = await one.app.inject({
        method: "POST",
        url: "/api/Auth/Login",
        headers: publicHost,
        payload: admin,
      });
      expect(signIn.statusCode).toBe(200);
    });
  });
});

describe("the ADMIN_ORIGIN setting", () => {
  const base = { NODE_ENV: "test", ADMIN_BASE_URL: PUBLIC };

  it("takes an origin and keeps it without a trailing slash", () => {
    expect(loadConfig({ ...base, ADMIN_ORIGIN: "https://Admin.Example.com/" }).adminOrigin).toBe(ADMIN);
    expect(loadConfig({ ...base, ADMIN_ORIGIN: "http://localhost:3500" }).adminOrigin).toBe(
      "http://localhost:3500",
    );
    expect(loadConfig(base).adminOrigin).toBeUndefined();
  });

  it.each([
    "https://admin.example.com/admin",
    "https://admin.example.com/?a=1",
    "https://u:p@admin.example.com",
    "ftp://admin.example.com",
    "admin.example.com",
  ])("refuses %s", (value) => {
    expect(() => loadConfig({ ...base, ADMIN_ORIGIN: value })).toThrow(/ADMIN_ORIGIN/);
  });

  it("refuses the public site's own origin, and plain http in production", () => {
    expect(() => loadConfig({ ...base, ADMIN_ORIGIN: PUBLIC })).toThrow(
      /ADMIN_BASE_URL: must be the public site's origin/,
    );
    expect(() => loadConfig({ NODE_ENV: "test", ADMIN_ORIGIN: "http://localhost:3000" })).toThrow(
      /ADMIN_BASE_URL/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        JWT_SECRET: "x".repeat(40),
        ADMIN_BASE_URL: PUBLIC,
        OUTBOX_IN_PRODUCTION: "1",
        ADMIN_ORIGIN: "http://admin.example.com",
      }),
    ).toThrow(/ADMIN_ORIGIN: must be an https origin in production/);
  });
});
