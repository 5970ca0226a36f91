// Compiles the server to plain JavaScript in dist/server/ (npm run build:server, part of npm run build):
// our own code and the shared contract are bundled in, npm packages stay imports resolved from node_modules,
// so `npm run serve` needs only the production dependencies and no TypeScript loader.
import { cpSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = `${root}dist/server`;

rmSync(out, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // One self-contained file per entry (no shared chunks): import.meta.url then points at dist/server/.
  entryPoints: { main: "server/src/main.ts", cli: "server/src/cli.ts" },
  outdir: out,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  packages: "external",
  tsconfig: "tsconfig.json",
  sourcemap: "linked",
  logLevel: "warning",
});
// The database client finds its migrations next to itself (new URL("./migrations", import.meta.url)).
cpSync(`${root}server/src/platform/db/migrations`, `${out}/migrations`, { recursive: true });
process.stdout.write(`Server compiled to ${out}\n`);
