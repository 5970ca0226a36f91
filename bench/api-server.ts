// The API server as the benchmarks run it: a child process in production mode on a port of their own,
// with an admin to sign in as and codes going to files (they read no mail or SMS).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";

export const benchAdmin = { email: "bench@example.com", password: "Bench-admin-password-1" };
const root = join(import.meta.dirname, "..");

/** Resolves once `url` answers 200 (two minutes at most). */
export async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Starts the server on `port` with `env` over the defaults; resolves once its health check answers. */
export async function startApiServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      OUTBOX_IN_PRODUCTION: "1",
      ADMIN_BASE_URL: "https://www.example.com",
      JWT_SECRET: randomBytes(32).toString("hex"),
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      BUILD_DIR: "/nonexistent-build",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return child;
}

/** Stops a child process and resolves once it has exited. */
export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
