import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { privatePathRules } from "~/shared/paths";
import { loadConfig } from "../../../server/src/config";
import { cmsPolicy } from "../../../server/src/site/cms";
import { loadBuiltSite, registerSite } from "../../../server/src/site/site";
import { staticHostFiles } from "../../../server/src/site/static-host";
import { writeFakeBuild } from "../helpers";

// The content manager at /cms has its own page and policy; the site's pages keep theirs, whatever its
// bundle holds (docs/decisions/0043).

const root = mkdtempSync(join(tmpdir(), "cms-site-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const plain = writeFakeBuild(join(root, "plain"));
const withCms = join(root, "with-cms");
cpSync(plain, withCms, { recursive: true });
const cmsDir = join(withCms, "client", "cms");
mkdirSync(join(cmsDir, "assets"), { recursive: true });
writeFileSync(
  join(cmsDir, "index.html"),
  '<!doctype html><html><head><meta name="robots" content="noindex, nofollow"></head>' +
    '<body><script type="module" src="/cms/assets/cms-abc.js"></script></body></html>',
);
// Strings that would add GA and map origins to the site's policies if the site's scan read them.
writeFileSync(
  join(cmsDir, "assets", "cms-abc.js"),
  'const id = "G-ABCDEF1234"; const map = "https://www.google.com/maps/embed"; fetch("https://api.github.com");',
);
writeFileSync(join(cmsDir, "config.yml"), "backend:\n  name: proxy\n");

const site = { apiBaseUrl: "https://api.example.com/api" };
const config = (buildDir: string, env: Record<string, string> = {}) =>
  loadConfig({ BUILD_DIR: buildDir, VITE_API_BASE_URL: site.apiBaseUrl, ...env });

describe("the CMS page beside the site", () => {
  it("leaves every policy of the site as it was without the CMS", () => {
    const before = loadBuiltSite(config(plain))!;
    const after = loadBuiltSite(config(withCms))!;
    for (const path of ["/", "/about"]) expect(after.pages.get(path)!.csp).toBe(before.pages.get(path)!.csp);
    expect(after.fallback!.csp).toBe(before.fallback!.csp);
    expect(after.privateFallback!.csp).toBe(before.privateFallback!.csp);
    expect(after.pages.get("/")!.csp).not.toContain("unsafe-eval");

    const hostBefore = staticHostFiles(join(plain, "client"), privatePathRules, site);
    const hostAfter = staticHostFiles(join(withCms, "client"), privatePathRules, site);
    const withoutCms = hostAfter.headers
      .split(/\n(?=\/)/)
      .filter((b) => !b.startsWith("/cms"))
      .join("\n");
    expect(withoutCms).toBe(hostBefore.headers);
    expect(hostAfter.redirects).toBe(hostBefore.redirects);
  });

  it("serves /cms with its own policy, noindex and an opener policy that lets the sign-in popup report back", async () => {
    const app = Fastify();
    registerSite(app, loadBuiltSite(config(withCms, { CMS_PROXY_PORT: "3999" })));
    for (const url of ["/cms", "/cms/"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-security-policy"]).toBe(
        cmsPolicy({ upgrade: false, localProxyPort: 3999 }),
      );
      expect(res.headers["content-security-policy"]).toContain(
        "connect-src 'self' blob: data: https://api.github.com http://127.0.0.1:3999",
      );
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    }
    const yml = await app.inject({ method: "GET", url: "/cms/config.yml" });
    expect(yml.headers["content-type"]).toBe("text/yaml; charset=utf-8");
    const script = await app.inject({ method: "GET", url: "/cms/assets/cms-abc.js" });
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    await app.close();
  });

  it("never allows the local backend in production", async () => {
    const app = Fastify();
    registerSite(
      app,
      loadBuiltSite(
        config(withCms, {
          NODE_ENV: "production",
          CMS_PROXY_PORT: "3999",
          JWT_SECRET: "x".repeat(40),
          DATABASE_URL: "postgres://postgres@127.0.0.1:5432/unused",
          ADMIN_BASE_URL: "https://www.example.com",
          SMTP_URL: "smtps://user:pass@mail.example.com",
        }),
      ),
    );
    const res = await app.inject({ method: "GET", url: "/cms" });
    expect(res.headers["content-security-policy"]).toBe(cmsPolicy({ upgrade: true }));
    expect(res.headers["content-security-policy"]).not.toContain("127.0.0.1");
    await app.close();
  });

  it("gives static hosts the same page rules: policy without the local backend, noindex, opener policy", () => {
    const { headers } = staticHostFiles(join(withCms, "client"), privatePathRules, site);
    const block = headers.split(/\n(?=\/)/).find((b) => b.startsWith("/cms\n"))!;
    expect(block).toContain(`Content-Security-Policy: ${cmsPolicy({ upgrade: true })}`);
    expect(block).toContain("X-Robots-Tag: noindex, nofollow");
    expect(block).toContain("Cross-Origin-Opener-Policy: same-origin-allow-popups");
    expect(headers).toContain("/cms/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
  });
});
