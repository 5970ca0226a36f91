import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer rules of decision 13, checked through the project's own ESLint config on made-up files.
const root = fileURLToPath(new URL("../..", import.meta.url));
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
