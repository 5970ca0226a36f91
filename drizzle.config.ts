import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and committed; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/src/platform/db/schema.ts",
  out: "./server/src/platform/db/migrations",
});
