import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");

export interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const s = createServer().once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** Runs `node <args>` and resolves once it logs that it listens; fails with its output if it exits first. */
export function startProcess(args: string[], env: NodeJS.ProcessEnv, cwd = root): Promise<Running> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return new Promise((ready, fail) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) ready({ child, base: m[1]!, output: () => out, exited, stop });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => fail(new Error(`process exited (${String(code)}) before listening:\n${out}`)));
  });
}

/** The server from its TypeScript sources (node loads tsx itself, so signals reach the server). */
export const startSourceServer = (env: Record<string, string>) =>
  startProcess(["--import", "tsx", "server/src/main.ts"], {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    NODE_ENV: "test",
    ...env,
  });

export async function postJson(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}
