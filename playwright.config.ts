import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./e2e/chromium";
import { budget, machineFactor } from "./e2e/machine";

// e2e runs the real built site (`npm run build:e2e`) on the real server and database
// (embedded PGlite in a fresh DATA_DIR). E2E_PORT and BUILD_DIR let parallel runs keep apart.
const port = Number(process.env.E2E_PORT ?? 3100);
const buildDir = process.env.BUILD_DIR ?? "build-e2e";
// Set once in the main process; workers inherit it, so every file sees the same folder.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "e2e-data-"));
process.env.E2E_DATA_DIR = dataDir;

export const e2eAdmin = { email: "admin@example.com", password: "E2e-admin-password-42" };
// The same build is also served by a static host on its own origin (e2e/static-host.spec.ts); the build's
// API base is absolute (build:e2e), so both origins call this server, the static one through CORS.
export const e2eStaticPort = Number(process.env.E2E_STATIC_PORT ?? port + 1);
export const e2eApiBase = `http://127.0.0.1:${port}/api`;
// The CMS's local backend (e2e/cms.spec.ts starts it); build:e2e writes the same port into /cms's config.
export const cmsProxyPort = Number(process.env.CMS_PROXY_PORT ?? port + 2);
// A server of its own with a half-minute idle limit (e2e/idle-timeout.spec.ts starts it).
export const e2eIdlePort = Number(process.env.E2E_IDLE_PORT ?? port + 4);
// A server of its own with the admin on its own origin (e2e/admin-origin.spec.ts starts it).
export const e2eAdminOriginPort = Number(process.env.E2E_ADMIN_ORIGIN_PORT ?? port + 3);
// e2e/company-settings.spec.ts starts a server of its own here: a renamed company must not reach other tests.
export const e2eSettingsPort = Number(process.env.E2E_SETTINGS_PORT ?? port + 5);
// e2e/publish.spec.ts: a server of its own that publishes its pages again with a renamed company.
export const e2ePublishPort = Number(process.env.E2E_PUBLISH_PORT ?? port + 6);

export default defineConfig({
  testDir: "e2e",
  // Two workers against one server: each test is its own visitor (fixtures: clientIp) and finds its own
  // records by unique names, so tests do not depend on each other's order (decision 23).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // The suite runs beside the unit tests on two cores, where a page can take several times as long as on
  // a quiet machine: the limits stop a hung test, not a slow one, and grow with how busy the machine is
  // when the run starts (e2e/machine.ts; decision 16).
  timeout: budget(120_000),
  expect: { timeout: budget(20_000) },
  reporter: [["list"]],
  metadata: { machineFactor },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node_modules/.bin/tsx server/src/main.ts",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: budget(120_000),
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      NODE_ENV: "test",
      // Each test sends its own X-Forwarded-For (fixtures: clientIp); the browser and the tests connect from here.
      TRUST_PROXY: "127.0.0.1",
      // Page-view beacons are limited per client address; e2e pages send many from one test.
      RATE_LIMIT_COLLECT: "100000",
      // A browser driven by Playwright fills forms faster than a person: the time check would keep its
      // messages as Spam. The honeypot still marks a bot (e2e/leads-spam.spec.ts).
      SPAM_MIN_FILL_MS: "0",
      // The build was made with these (build:e2e); the server's CSP allows what they load.
      VITE_GA_MEASUREMENT_ID: "G-E2ETEST0000",
      VITE_CHAT_WIDGET_SRC: "/e2e-chat-widget.js",
      VITE_API_BASE_URL: e2eApiBase,
      // Passkeys need a domain as relying party, never an address: passkey tests open the site as localhost.
      CORS_ORIGINS: `http://127.0.0.1:${e2eStaticPort},http://localhost:${port}`,
      // /cms may call the local backend (its policy names this port).
      CMS_PROXY_PORT: String(cmsProxyPort),
      // Links in staff emails open the admin on this server.
      ADMIN_BASE_URL: `http://127.0.0.1:${port}`,
    },
  },
});
