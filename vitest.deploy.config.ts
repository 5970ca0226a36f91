import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Deployment checks (`npm run test:deploy`, run by .ci/run after npm test): real server processes,
// the compiled production server, several instances on PostgreSQL + Redis. Minutes, not seconds.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    name: "deploy",
    environment: "node",
    include: ["tests/deploy/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
