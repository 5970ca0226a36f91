import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer rules of decision 13, checked through the project's own ESLint config on made-up files.
const root = fileURLToPath(new URL("../../..", import.meta.url));
let eslint: ESLint;

/** The import-zone messages ESLint reports for `code` placed at `filePath`. */
async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "import-x/no-restricted-paths")
    .map((m) => m.message);
}

describe("layer rules (npm run lint)", () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it.each([
    [
      "src/lib/fixture.ts",
      'export { ContactForm } from "~/features/contact/contact-form";',
      /lib imports only/,
    ],
    [
      "src/components/fixture.ts",
      'export { LoginPage } from "~/features/auth/login-page";',
      /Only routes and features/,
    ],
    [
      "src/features/contact/fixture.ts",
      'export { DemoWizard } from "~/features/demo-booking/demo-wizard";',
      /Features do not import each other/,
    ],
    [
      "src/features/pipeline/fixture.ts",
      'export { LeadValue } from "~/features/leads/lead-value";',
      /Features do not import each other/,
    ],
    ["src/contract/fixture.ts", 'export { kpiTrend } from "~/shared/kpi";', /contract imports nothing else/],
    ["src/shared/fixture.ts", 'export { company } from "~/content/company";', /shared imports only/],
    ["server/src/fixture.ts", 'export { company } from "~/content/company";', /server imports only/],
    [
      "server/src/fixture.ts",
      'export const load = () => import("~/lib/auth/session");',
      /server imports only/,
    ],
  ])("%s may not import that: %s", async (filePath, code, message) => {
    const errors = await zoneErrors(filePath, code);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join("\n")).toMatch(message);
  });

  it.each([
    [
      "src/features/contact/fixture.ts",
      'export { session } from "~/lib/auth/session";\nexport * from "./contact-form";',
    ],
    [
      "src/features/pipeline/fixture.ts",
      'export { formatLeadValue } from "~/components/admin/lead-value-format";',
    ],
    ["src/lib/fixture.ts", 'export { contactFormSchema } from "~/contract/contact";'],
    ["src/shared/fixture.ts", 'export type { KpiItem } from "~/contract/kpi";'],
    ["server/src/fixture.ts", 'export { privatePaths } from "~/shared/paths";'],
  ])("%s may import that: %s", async (filePath, code) => {
    expect(await zoneErrors(filePath, code)).toEqual([]);
  });
});

// The server's module rules (decision 61), through the same config.
describe("server module rules (npm run lint)", () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  /** The messages of `rule` ESLint reports for `code` placed at `filePath`. */
  async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
    return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
  }

  it.each([
    [
      "a module reaching into another's files",
      "import-x/no-restricted-paths",
      "server/src/modules/leads/fixture.ts",
      'export { startSession } from "../identity/sessions";',
      /only through index\.ts/,
    ],
    [
      "a service importing Fastify",
      "no-restricted-imports",
      "server/src/modules/leads/fixture.ts",
      'import type { FastifyRequest } from "fastify";\nexport type Req = FastifyRequest;',
      /Only route files/,
    ],
    [
      "a route importing the database",
      "no-restricted-imports",
      "server/src/modules/leads/fixture.routes.ts",
      'export { leads } from "../../platform/db/schema";',
      /never import the database/,
    ],
    [
      "a route importing drizzle-orm",
      "no-restricted-imports",
      "server/src/modules/leads/fixture.routes.ts",
      'export { eq } from "drizzle-orm";',
      /never import the database/,
    ],
    [
      "platform importing a module",
      "import-x/no-restricted-paths",
      "server/src/platform/fixture.ts",
      'export * from "../modules/identity";',
      /imports no module/,
    ],
  ])("fails on %s", async (_what, rule, filePath, code, message) => {
    const errors = await ruleErrors(rule, filePath, code);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join("\n")).toMatch(message);
  });

  it.each([
    ["server/src/modules/leads/fixture.ts", 'export { startSession } from "../identity";'],
    [
      "server/src/modules/leads/fixture.routes.ts",
      'import type { FastifyInstance } from "fastify";\nexport type App = FastifyInstance;',
    ],
  ])("%s may import that: %s", async (filePath, code) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
    expect((result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.message)).toEqual([]);
  });
});
