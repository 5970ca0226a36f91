import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { parseSiteEnv } from "./src/lib/env.ts";

const src = fileURLToPath(new URL("./src", import.meta.url));

export default defineConfig({
  // Tests run with the default site settings, whatever .env says.
  define: { __SITE_ENV__: JSON.stringify(await parseSiteEnv({})) },
  resolve: { alias: { "~": src } },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. Files wait on
    // the database and on timers as much as on the CPU, and each server test has its own database, so one per core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: "site",
          environment: "jsdom",
          include: ["tests/site/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/site/setup.ts"],
          // user-event flows in jsdom take seconds, and many times that when the shared machine is busy and
          // two workers split its cores; a limit is not what these tests are about. One limit for every file.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts", "server/**/*.test.ts"],
          setupFiles: ["tests/server/setup.ts"],
          // The first app of a file opens its embedded database (seconds, far more on a busy shared machine).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
