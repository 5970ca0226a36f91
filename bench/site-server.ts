// Starts the production server (server/src/main.ts, as `npm start` runs it) on a built site, with a
// throwaway data folder, so the benchmark sees the real headers: CSP, compression, caching.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

export async function startSiteServer(
  buildDir: string,
  port: number,
): Promise<{ close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-site-data-"));
  const child = spawn(resolve(root, "node_modules/.bin/tsx"), ["server/src/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    },
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const close = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Ready when the health check answers; a server that exits first fails the run.
  const url = `http://127.0.0.1:${port}/api/health`;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`The server exited (code ${child.exitCode}) before answering on port ${port}.`);
    }
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { close };
    await new Promise((r) => setTimeout(r, 250));
  }
}
