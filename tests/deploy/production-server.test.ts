import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";
import { postJson, root, type Running, startProcess } from "./processes";

// The compiled server in a copy of the built tree with the dev dependencies pruned: `npm run serve`
// must need nothing but node and the production dependencies (no tsx, no build at start).
const work = mkdtempSync(join(tmpdir(), "deploy-prod-"));
let server: Running | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** A finished site build to copy: BUILD_DIR, the e2e build or build/ when present, else a new one. */
function siteBuild(): string {
  const candidates = [process.env.BUILD_DIR, "build-e2e", "build"]
    .filter((d): d is string => Boolean(d))
    .map((d) => resolve(root, d));
  const found = candidates.find((d) => existsSync(join(d, "client", "index.html")));
  if (found) return found;
  const dir = join(work, "site-build");
  execFileSync(join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    // Vitest sets NODE_ENV=test, which would make Vite build the site in its test mode (no inlined sheet).
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: dir },
    stdio: "ignore",
  });
  return dir;
}

it("after npm prune --omit=dev, node dist/server/main.js serves the site, /api/health and a sign-in, and publishes a renamed company", async () => {
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: root, stdio: "ignore" });
  const app = join(work, "app");
  mkdirSync(app);
  for (const f of ["package.json", "package-lock.json", "dist"])
    cpSync(join(root, f), join(app, f), { recursive: true });
  const site = siteBuild();
  cpSync(join(site, "client"), join(app, "build", "client"), { recursive: true });
  // The kept server bundle lets the pruned server publish the pages again (decision 73).
  cpSync(join(site, "render"), join(app, "build", "render"), { recursive: true });
  // Hard links make the copy cheap; npm rewrites its own index file, so that one is unlinked first
  // (writing through a link would change the original).
  execFileSync("cp", ["-al", join(root, "node_modules"), join(app, "node_modules")]);
  rmSync(join(app, "node_modules", ".package-lock.json"), { force: true });
  execFileSync("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund"], { cwd: app, stdio: "ignore" });
  for (const devOnly of ["tsx", "vite", "esbuild", "@react-router/dev", "vitest"]) {
    expect(existsSync(join(app, "node_modules", devOnly)), `${devOnly} pruned`).toBe(false);
  }

  const admin = { email: "prod-admin@example.com", password: "Production-admin-password-3" };
  // A production environment of its own: nothing inherited (no loader in NODE_OPTIONS, no test settings).
  server = await startProcess(
    ["dist/server/main.js"],
    {
      PATH: process.env.PATH,
      HOME: work,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: join(work, "data"),
      JWT_SECRET: "a-production-secret-of-at-least-32-characters",
      OUTBOX_IN_PRODUCTION: "1",
      ADMIN_BASE_URL: "https://www.example.com",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    app,
  );
  const home = await fetch(`${server.base}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  expect(await home.text()).toContain("<title>");
  expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  const login = await postJson(`${server.base}/api/Auth/Login`, admin);
  expect(login.status).toBe(200);
  const token = String(login.body.token);
  expect(token).toMatch(/^ey/);

  // An owner's rename reaches the public pages with production dependencies only.
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const read = (await (await fetch(`${server.base}/api/Settings/Company`, { headers: auth })).json()) as {
    data: { settings: Record<string, unknown> };
  };
  const settings = {
    ...read.data.settings,
    name: "Sharma Digital",
    phone: "98310 12345",
    whatsapp: "98310 12345",
  };
  const saved = await fetch(`${server.base}/api/Settings/Company`, {
    method: "PUT",
    headers: auth,
    body: JSON.stringify(settings),
  });
  expect(saved.status).toBe(200);
  const title = async () =>
    /<title>([^<]*)<\/title>/.exec(await (await fetch(`${server.base}/about`)).text())?.[1];
  await expect.poll(title, { timeout: 60_000, interval: 500 }).toContain("Sharma Digital");
});
