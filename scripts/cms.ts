// `npm run cms`: edit Insights locally (docs/decisions/0043). Starts the CMS's local backend (decap-server,
// which reads and writes content/insights/ in this working copy) and the site with `npm start`, then
// prints where /cms is. `npm run cms -- --proxy-only` starts the backend alone, beside an `npm start` or
// `npm run dev` already running.
import { type ChildProcess, spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { DEFAULT_CMS_PROXY_PORT } from "../server/src/site/cms";
import { loadEnvFile } from "../server/src/env-file";

loadEnvFile();
const root = resolve(import.meta.dirname, "..");
const proxyPort = Number(process.env.CMS_PROXY_PORT || DEFAULT_CMS_PROXY_PORT);
const sitePort = Number(process.env.PORT || 3000);
const proxyOnly = process.argv.includes("--proxy-only");

const children: ChildProcess[] = [];
const stopAll = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env });
  children.push(child);
  child.on("exit", (code) => {
    if (code) process.stderr.write(`${name} stopped with exit code ${code}.\n`);
    stopAll(code ?? 0);
  });
}

// The backend answers this machine only (127.0.0.1); it has no sign-in, so it must never face a network.
run("The CMS backend", process.execPath, [join(root, "node_modules/decap-server/dist/index.js")], {
  ...process.env,
  PORT: String(proxyPort),
  BIND_HOST: "127.0.0.1",
  MODE: "fs",
  GIT_REPO_DIRECTORY: root,
});
if (!proxyOnly) {
  run("The site", process.execPath, ["--import", "tsx", join(root, "server/src/start.ts")], process.env);
}
process.stdout.write(
  `CMS backend on http://127.0.0.1:${proxyPort}; open http://localhost:${sitePort}/cms to edit Insights ` +
    "(a saved post appears on the site after the next build).\n",
);
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
