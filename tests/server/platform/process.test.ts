import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { admin, freshDatabase, pgliteTemplate, validContact } from "../helpers";

// These tests run the real server process on a random port; node loads tsx itself so signals reach the server directly.
const node = process.execPath;
// Each test boots Node processes with the database: minutes on a busy 2-core machine, so the limits are generous.
const serverArgs = ["--import", "tsx", "server/src/main.ts"];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(node, serverArgs, {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      BUILD_DIR: "/nonexistent-build",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve({ child, base: m[1]!, output: () => out, exited });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
}

async function tempEnv() {
  const dataDir = mkdtempSync(join(tmpdir(), "srv-proc-"));
  const db = await freshDatabase();
  if (!db.url) cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  cleanups.push(async () => {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(db.url ? { DATABASE_URL: db.url } : {}),
  };
}

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(node, ["--import", "tsx", "server/src/cli.ts", ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, out })));
}

describe("npm run admin", () => {
  it("creates an admin, refuses a duplicate, resets a password, refuses an unknown email", async () => {
    const { DATA_DIR, DATABASE_URL } = await tempEnv();
    const env = { DATA_DIR, ...(DATABASE_URL ? { DATABASE_URL } : {}) };
    const created = await runCli(["create", "--email", "Ops@Example.com"], env);
    expect(created.code, created.out).toBe(0);
    expect(created.out).toContain("Created admin ops@example.com (owner).");
    const generated = /Password: (\S+)/.exec(created.out)?.[1];
    expect(generated?.length).toBeGreaterThanOrEqual(12);
    expect(
      (await runCli(["create", "--email", "ops@example.com", "--password", "Another-password-1"], env)).code,
    ).toBe(1);
    const reset = await runCli(
      ["reset-password", "--email", "ops@example.com", "--password", "Replaced-password-2"],
      env,
    );
    expect(reset.code, reset.out).toBe(0);
    expect(reset.out).not.toContain("Replaced-password-2");
    const unknown = await runCli(["reset-password", "--email", "nobody@example.com"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("No admin has the email nobody@example.com.");
    const server = await startServer({ ...env });
    try {
      const login = (password: string) =>
        fetch(`${server.base}/api/Auth/Login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "ops@example.com", password }),
        });
      expect((await login("Replaced-password-2")).status).toBe(200);
      expect((await login(generated!)).status).toBe(401);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 600_000);
});

describe("the server process", () => {
  it("exits with code 1 and a clear message for a bad setting", async () => {
    const child = spawn(node, serverArgs, {
      env: { ...process.env, NODE_ENV: "production", JWT_SECRET: "", PORT: "0", TRUST_PROXY: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    const code = await new Promise((r) => child.on("exit", r));
    expect(code).toBe(1);
    expect(err).toContain("JWT_SECRET: is required in production");
    expect(err).toContain("TRUST_PROXY");
  });

  it("keeps every acknowledged submission across a SIGKILL and restart", async () => {
    const env = await tempEnv();
    const first = await startServer({ ...env, RATE_LIMIT_PUBLIC_FORMS: "100000" });
    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    const worker = async () => {
      while (!stop) {
        const message = `durable message ${++n}`;
        try {
          const res = await fetch(`${first.base}/api/v1/Contact/ContactUsMailSend`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...validContact, message }),
          });
          if (res.ok) acknowledged.push(message);
        } catch {
          // The connection died with the process: not acknowledged.
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 50));
    first.child.kill("SIGKILL");
    await first.exited;
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);

    const second = await startServer({ ...env });
    cleanups.push(() => void second.child.kill("SIGKILL"));
    const login = await fetch(`${second.base}/api/Auth/Login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const { token } = (await login.json()) as { token: string };
    const stored = new Set<string>();
    for (let page = 1; ; page++) {
      const list = await fetch(`${second.base}/api/v1/Contact/GetAll?page=${page}&pageSize=100`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { data } = (await list.json()) as { data: { message: string }[] };
      for (const c of data) stored.add(c.message);
      if (data.length < 100) break;
    }
    const lost = acknowledged.filter((m) => !stored.has(m));
    expect(lost).toEqual([]);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 300_000);

  it("finishes in-flight requests on SIGTERM, then exits 0", async () => {
    const env = await tempEnv();
    const s = await startServer({ ...env });
    const inflight = fetch(`${s.base}/api/Auth/Login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    // Signal once the server has the login request (its log says so), not after a guessed delay.
    const arrived = () =>
      /incoming request.*\/api\/Auth\/Login|\/api\/Auth\/Login.*incoming request/.test(s.output());
    await new Promise<void>((resolve) => {
      const check = () => arrived() && resolve();
      s.child.stdout!.on("data", check);
      check();
    });
    s.child.kill("SIGTERM");
    const res = await inflight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token?: string }).token).toBeTruthy();
    expect(await s.exited, s.output()).toBe(0);
  }, 300_000);
});
