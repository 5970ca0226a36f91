import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { budget } from "./e2e/machine.ts";
import { parseSiteEnv } from "./src/lib/env.ts";

const src = fileURLToPath(new URL("./src", import.meta.url));

const siteFiles = ["tests/site/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"];
const siteFilesMockingModules = [
  "tests/site/seo.test.tsx",
  "tests/site/kpi/cancel.test.tsx",
  "tests/site/layout/analytics-listener.test.tsx",
  "tests/site/layout/ga-consent-mode.test.tsx",
  "tests/site/layout/beacon-vitals.test.tsx",
  "tests/site/layout/beacon-events.test.tsx",
];
const siteTest = {
  environment: "jsdom",
  setupFiles: ["tests/site/setup.ts"],
  // user-event flows in jsdom take seconds, and many times that when the shared machine is busy and
  // two workers split its cores; a limit is not what these tests are about. One limit for every file,
  // scaled to the machine's load when the run starts.
  testTimeout: budget(60_000),
};

export default defineConfig({
  // Tests run with the default site settings, whatever .env says.
  define: { __SITE_ENV__: JSON.stringify(await parseSiteEnv({})) },
  // Pages that list posts read the content layer's output (`content-collections`), built once before the run
  // by tests/content-setup.ts.
  resolve: {
    alias: {
      "~": src,
      "content-collections": fileURLToPath(new URL("./.content-collections/generated", import.meta.url)),
    },
  },
  test: {
    globalSetup: ["tests/content-setup.ts"],
    // expect.poll waits 1 s by default: on a busy machine a list's re-render takes longer (leads.test's
    // status filter missed it). As long as Testing Library's waits, scaled to the machine's load.
    expect: { poll: { timeout: budget(10_000) } },
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. Files wait on
    // the database and on timers as much as on the CPU, and each server test has its own database, so one per core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: "site",
          ...siteTest,
          include: siteFiles,
          exclude: siteFilesMockingModules,
          // The files of a worker share one module cache: imports and setup once per worker, not per file
          // (a third of the time). Each file resets the state it uses (tests/site/setup.ts, harnesses).
          isolate: false,
        },
      },
      {
        extends: true,
        // Files that replace modules (vi.mock, vi.resetModules) need a module cache of their own.
        test: { name: "site-mocks", ...siteTest, include: siteFilesMockingModules },
      },
      {
        extends: true,
        // Build-time code: the content layer and its checks, run on small content folders of their own.
        test: {
          name: "build",
          environment: "node",
          include: ["tests/content/**/*.test.ts"],
          testTimeout: budget(60_000),
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts", "server/**/*.test.ts"],
          setupFiles: ["tests/server/setup.ts"],
          // The first app of a file opens its embedded database: seconds, and past a minute on a busy shared
          // machine (load 20 on 2 cores), so the limits scale with the measured load.
          testTimeout: budget(60_000),
          hookTimeout: budget(60_000),
        },
      },
    ],
  },
});
