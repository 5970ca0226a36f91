import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const hashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`);

describe("serving the built site", () => {
  it("serves prerendered HTML per path, with and without a trailing slash", async () => {
    for (const url of ["/", "/about", "/about/"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
    expect((await get("/about")).body).toContain("<h1>About</h1>");
  });

  it.each(["/login", "/admin", "/list", "/ipaddress", "/demos", "/activity"])("serves the SPA fallback with 200 for %s", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>Fallback</h1>");
  });

  it("serves the fallback with 404 for unknown paths", async () => {
    for (const url of ["/no-such-page", "/service/nothing", "/a/b/c"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("<h1>Fallback</h1>");
    }
  });

  it("answers a missing file with a plain 404, not the page", async () => {
    for (const url of ["/assets/entry-old.js", "/missing.png"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("text/plain");
    }
  });

  it("answers unknown API paths with a JSON 404, not the page", async () => {
    const res = await get("/api/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ isSuccess: false, message: "Not found." });
  });

  it("sends hashed assets with a long-lived immutable cache, compressed", async () => {
    const res = await get("/assets/entry-abc123.js", { "accept-encoding": "gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toContain("text/javascript");
    expect((await get("/robots.txt")).headers["cache-control"]).not.toContain("immutable");
  });

  it("allows exactly the page's own inline scripts in its CSP", async () => {
    const res = await get("/about");
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc.split(" ").slice(1).sort()).toEqual(["'self'", ...hashes(res.body)].sort());
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const home = await get("/");
    expect(String(home.headers["content-security-policy"])).not.toBe(csp);
  });

  it("sends the security headers on pages and API answers", async () => {
    for (const url of ["/", "/api/health"]) {
      const res = await get(url);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["content-security-policy"]).toBeTruthy();
      expect(res.headers["x-request-id"]).toBeTruthy();
      // HSTS only in production.
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("reports the database in /api/health", async () => {
    const res = await get("/api/health");
    expect(res.json()).toEqual({ isSuccess: true, data: { db: "up" } });
  });

  it("documents the API as OpenAPI under /api/docs", async () => {
    const res = await get("/api/docs/json");
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    for (const p of ["/api/Auth/Login", "/api/v1/Contact/GetAll", "/api/Book/VerifySchedule", "/api/IpAddress/TrackVisitor", "/api/Kpi/ExtractFromData", "/api/Analytics/DashboardStats"]) {
      expect(paths).toContain(p);
    }
    expect((await get("/api/docs")).statusCode).toBe(200);
  });
});

describe("production and CORS settings", () => {
  it("adds HSTS in production and answers CORS only for listed origins", async () => {
    const prod = await startTestApp({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40), CORS_ORIGINS: "https://allowed.example" });
    try {
      const res = await prod.app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://allowed.example" } });
      expect(res.headers["strict-transport-security"]).toContain("max-age=");
      expect(res.headers["access-control-allow-origin"]).toBe("https://allowed.example");
      const other = await prod.app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://evil.example" } });
      expect(other.headers["access-control-allow-origin"]).toBeUndefined();
      expect(String((await prod.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    } finally {
      await prod.close();
    }
  });
});
