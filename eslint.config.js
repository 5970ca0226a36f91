import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layerZones } from "./eslint.layers.js";

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-e2e*",
      "build-*",
      "dist",
      "node_modules",
      "data",
      ".react-router",
      "test-results",
      "playwright-report",
      "bench/out",
      "coverage",
      ".content-collections",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // A formatter made at a module's top level loads locale data while the page starts (src/lib/on-first-use.ts).
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["NewExpression", "CallExpression"].map((node) => ({
          selector: `Program > :matches(VariableDeclaration, ExportNamedDeclaration > VariableDeclaration) > VariableDeclarator > ${node}[callee.object.name="Intl"]`,
          message:
            "Make Intl formatters on first use (onFirstUse in ~/lib/on-first-use), not when the module loads.",
        })),
      ],
    },
  },
  {
    // Services never see Fastify: only the route layer (routes.ts, *.routes.ts, platform/http) does, and
    // passes them a RequestMeta (docs/decisions/0061).
    files: ["server/src/modules/**/*.{ts,tsx}", "server/src/platform/**/*.{ts,tsx}"],
    ignores: [
      "server/src/modules/**/routes.ts",
      "server/src/modules/**/*.routes.ts",
      "server/src/platform/http/**",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["fastify", "fastify-*", "@fastify/*"],
              message:
                "Only route files (routes.ts, *.routes.ts) import Fastify: services take a RequestMeta.",
            },
          ],
        },
      ],
    },
  },
  {
    // Routes never query the database: the query goes in a service of the module.
    files: ["server/src/modules/**/routes.ts", "server/src/modules/**/*.routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "**/platform/db", "**/platform/db/*"],
              message: "Routes never import the database or drizzle-orm: put the query in a service.",
            },
          ],
        },
      ],
    },
  },
  {
    // Layers (docs/decisions/0013): which folder may import which; imports are resolved as TypeScript does.
    files: ["src/**/*.{ts,tsx}", "server/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        // The base config holds the `~/` alias for site, server and tools alike.
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.base.json` }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
);
