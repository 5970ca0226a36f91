import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanHtml } from "../../../server/src/site/csp";
import { startTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const hashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`,
  );

describe("serving the built site", () => {
  it("serves prerendered HTML per path, with and without a trailing slash", async () => {
    for (const url of ["/", "/about", "/about/"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
    expect((await get("/about")).body).toContain("<h1>About</h1>");
  });

  it.each([
    "/login",
    "/admin",
    "/list",
    "/ipaddress",
    "/demos",
    "/activity",
    "/analytics",
    "/list/abc-1",
    "/demos/d1",
  ])("serves the SPA fallback with 200 for %s", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>Fallback</h1>");
  });

  it("serves the fallback with 404 for unknown paths", async () => {
    for (const url of ["/no-such-page", "/service/nothing", "/a/b/c", "/list/a/b", "/ipaddress/x"]) {
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

  it("sends pages and assets compressed ahead of time, as brotli or gzip, and plain when asked", async () => {
    for (const url of ["/about", "/assets/entry-abc123.js"]) {
      const plain = await get(url);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      // Brotli's highest level, which on-the-fly compression does not use; the first answers may come from
      // on-the-fly compression while the stored encodings are made.
      const best = brotliCompressSync(plain.rawPayload, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
      await expect
        .poll(async () => (await get(url, { "accept-encoding": "br" })).rawPayload.length)
        .toBe(best);
      for (const [accept, encoding, decode] of [
        ["gzip, deflate, br", "br", brotliDecompressSync],
        ["gzip", "gzip", gunzipSync],
        ["br;q=0, gzip", "gzip", gunzipSync],
      ] as const) {
        const res = await get(url, { "accept-encoding": accept });
        expect(res.headers["content-encoding"], `${url} ${accept}`).toBe(encoding);
        expect(res.headers.vary).toContain("accept-encoding");
        expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
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

  it("hashes the inline scripts that run, not JSON-LD data blocks", () => {
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const page =
      '<script>a()</script><script type="module">b()</script><script src="/c.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(scanHtml(page).scripts).toEqual([sha("a()"), sha("b()")]);
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

  it("denies powerful features on every answer, pages and API alike", async () => {
    for (const url of [
      "/",
      "/about",
      "/login",
      "/no-such-page",
      "/assets/entry-abc123.js",
      "/api/health",
      "/api/nothing-here",
    ]) {
      const policy = String((await get(url)).headers["permissions-policy"]);
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
        expect(policy, url).toContain(`${feature}=()`);
      // The contact page's map frame may still go full screen.
      expect(policy).not.toContain("fullscreen");
    }
  });

  it("never lets an API answer be cached, errors and unknown paths included", async () => {
    const answers = [
      await get("/api/health"),
      await get("/api/nothing-here"),
      await get("/api/v1/Contact/GetAll"),
      await t.app.inject({
        method: "POST",
        url: "/api/v1/Contact/ContactUsMailSend",
        payload: "{bad",
        headers: { "content-type": "application/json" },
      }),
      await t.app.inject({ method: "POST", url: "/api/v1/Contact/ContactUsMailSend", payload: {} }),
      await t.app.inject({ method: "DELETE", url: "/api/nothing-here" }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 401, 400, 400, 404]);
    for (const res of answers) expect(res.headers["cache-control"]).toBe("no-store");
    expect((await get("/about")).headers["cache-control"]).toBe("no-cache");
  });

  it("reports the database in /api/health", async () => {
    const res = await get("/api/health");
    expect(res.json()).toEqual({ isSuccess: true, data: { db: "up" } });
  });

  it("documents the API as OpenAPI under /api/docs", async () => {
    const res = await get("/api/docs/json");
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    for (const p of [
      "/api/Auth/Login",
      "/api/v1/Contact/GetAll",
      "/api/Book/VerifySchedule",
      "/api/IpAddress/TrackVisitor",
      "/api/Kpi/ExtractFromData",
      "/api/Analytics/DashboardStats",
    ]) {
      expect(paths).toContain(p);
    }
    expect((await get("/api/docs")).statusCode).toBe(200);
  });
});

describe("production and CORS settings", () => {
  it("adds HSTS in production and answers CORS only for listed origins", async () => {
    const prod = await startTestApp({
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(40),
      OUTBOX_IN_PRODUCTION: "1",
      ADMIN_BASE_URL: "https://www.example.com",
      CORS_ORIGINS: "https://allowed.example",
    });
    try {
      const res = await prod.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { origin: "https://allowed.example" },
      });
      expect(res.headers["strict-transport-security"]).toContain("max-age=");
      expect(res.headers["access-control-allow-origin"]).toBe("https://allowed.example");
      const other = await prod.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { origin: "https://evil.example" },
      });
      expect(other.headers["access-control-allow-origin"]).toBeUndefined();
      expect(
        String((await prod.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]),
      ).toContain("upgrade-insecure-requests");
      // No API description in production.
      for (const url of ["/api/docs", "/api/docs/json", "/api/docs/static/index.html"]) {
        const docs = await prod.app.inject({ method: "GET", url });
        expect(docs.statusCode, url).toBe(404);
        expect(docs.json()).toEqual({ isSuccess: false, message: "Not found." });
      }
    } finally {
      await prod.close();
    }
  });
});

describe("third-party origins in the CSP", () => {
  it("allows analytics and the chat widget on public pages only, never on login and admin", async () => {
    const app = await startTestApp({
      VITE_GA_MEASUREMENT_ID: "G-TEST000000",
      VITE_CHAT_WIDGET_SRC: "https://chat.example/widget.js",
    });
    const csp = async (url: string) =>
      String((await app.app.inject({ method: "GET", url })).headers["content-security-policy"]);
    try {
      // The 404 page shows the public layout, so it loads what public pages load.
      for (const url of ["/", "/about", "/no-such-page"]) {
        const policy = await csp(url);
        expect(policy, url).toContain("https://www.googletagmanager.com");
        expect(policy, url).toContain("https://chat.example");
      }
      for (const url of ["/login", "/admin", "/list", "/ipaddress", "/demos"]) {
        const policy = await csp(url);
        expect(policy, url).not.toMatch(/googletagmanager|google-analytics|chat\.example/);
        expect(policy.split("; ").find((d) => d.startsWith("script-src "))).toMatch(
          /^script-src 'self'( 'sha256-[^']+')+$/,
        );
      }
    } finally {
      await app.close();
    }
  });
});
