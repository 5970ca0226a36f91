import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import config from "../playwright.config";
import { budget } from "./machine";
import { expect, test } from "./fixtures";

/**
 * A server of the spec file's own beside the shared e2e server: its settings with `env` on top, its own
 * DATA_DIR, started before the file's tests (healthy at `healthUrl`) and stopped after them. Returns
 * where its DATA_DIR is, once started.
 */
export function ownServer(name: string, env: Record<string, string>, healthUrl: string) {
  let server: ChildProcess | undefined;
  let dataDir = "";
  let serverErrors = "";

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `e2e-${name}-`));
    const webServer = config.webServer as { env: Record<string, string> };
    server = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
      env: { ...webServer.env, PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    server.stderr?.on("data", (chunk: Buffer) => (serverErrors += chunk.toString()));
    // A server that stops while starting (a bad setting) fails at once, with what it said.
    const stopped = new Promise<never>((_, fail) =>
      server!.once("exit", (code) => fail(new Error(`the server stopped (${code}):\n${serverErrors}`))),
    );
    stopped.catch(() => {});
    const healthy = expect
      .poll(
        () =>
          fetch(healthUrl).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: budget(120_000) },
      )
      .toBe(200);
    await Promise.race([healthy, stopped]);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server!.once("exit", done));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  return { dataDir: () => dataDir };
}
