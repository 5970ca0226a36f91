import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/src/app";
import { ConfigError, loadConfig } from "../../../server/src/config";
import { startTestApp } from "../helpers";

const production = {
  NODE_ENV: "production",
  JWT_SECRET: "x".repeat(40),
  OUTBOX_IN_PRODUCTION: "1",
  ADMIN_BASE_URL: "https://www.example.com",
};

describe("production refuses cleartext links and mail", () => {
  it.each([
    [{ ADMIN_BASE_URL: "http://www.example.com" }, "ADMIN_BASE_URL: must be an https URL in production"],
    [{ ADMIN_BASE_URL: "" }, "ADMIN_BASE_URL: must be an https URL in production"],
    [{ SMTP_URL: "smtp://mail.example.com:587" }, "SMTP_URL: must use TLS in production"],
    [{ SMTP_URL: "smtp://mail.example.com:25?requireTLS=false" }, "smtps://… (port 465)"],
    [
      { SMTP_URL: "smtps://mail.example.com?tls.rejectUnauthorized=false" },
      "SMTP_URL: must check the mail server's certificate",
    ],
    [
      { SMTP_URL: "smtp://mail.example.com:587?requireTLS=true&ignoreTLS=true" },
      "drop tls.rejectUnauthorized",
    ],
  ])("refuses %j, saying why", (env, message) => {
    expect(() => loadConfig({ ...production, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...env })).toThrow(message);
  });

  it.each([
    [{ ADMIN_BASE_URL: "https://www.example.com" }],
    [{ SMTP_URL: "smtps://user:pass@mail.example.com" }],
    [{ SMTP_URL: "smtp://user:pass@mail.example.com:587?requireTLS=true" }],
  ])("starts with %j", (env) => {
    expect(loadConfig({ ...production, ...env }).env).toBe("production");
  });

  it("leaves http and plain SMTP alone outside production (local trials)", () => {
    const local = loadConfig({ ADMIN_BASE_URL: "http://localhost:3000", SMTP_URL: "smtp://127.0.0.1:1025" });
    expect(local.adminBaseUrl).toBe("http://localhost:3000");
    expect(local.smtpUrl).toBe("smtp://127.0.0.1:1025");
  });
});

/** The pieces of one RESP command array (enough for what ioredis sends). */
function commands(buffer: string): { done: string[][]; rest: string } {
  const done: string[][] = [];
  let at = 0;
  for (;;) {
    const start = at;
    if (buffer[at] !== "*") break;
    const headerEnd = buffer.indexOf("\r\n", at);
    if (headerEnd < 0) break;
    const n = Number(buffer.slice(at + 1, headerEnd));
    at = headerEnd + 2;
    const parts: string[] = [];
    for (let i = 0; i < n; i++) {
      const lenEnd = buffer.indexOf("\r\n", at);
      if (lenEnd < 0) return { done, rest: buffer.slice(start) };
      const len = Number(buffer.slice(at + 1, lenEnd));
      if (buffer.length < lenEnd + 2 + len + 2) return { done, rest: buffer.slice(start) };
      parts.push(buffer.slice(lenEnd + 2, lenEnd + 2 + len));
      at = lenEnd + 2 + len + 2;
    }
    done.push(parts);
  }
  return { done, rest: buffer.slice(at) };
}

/** A server that answers like Redis 6.2: it knows PEXPIRE but not its NX argument. */
async function redis6(): Promise<Server> {
  const server = createServer((socket) => {
    let buffered = "";
    socket.on("data", (chunk) => {
      const { done, rest } = commands(buffered + chunk.toString("latin1"));
      buffered = rest;
      for (const [name = "", ...args] of done) {
        const cmd = name.toLowerCase();
        if (cmd === "info") {
          const info = "# Server\r\nredis_version:6.2.14\r\nloading:0\r\n";
          socket.write(`$${info.length}\r\n${info}\r\n`);
        } else if (cmd === "pexpire" && args.length > 2)
          socket.write("-ERR wrong number of arguments for 'pexpire' command\r\n");
        else if (cmd === "ping") socket.write("+PONG\r\n");
        else socket.write("+OK\r\n");
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return server;
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Builds the app with REDIS_URL set (no database is opened when the Redis check fails first). */
function startWithRedis(redisUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "redis-check-"));
  dirs.push(dataDir);
  return buildApp(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      BUILD_DIR: join(dataDir, "none"),
      REDIS_URL: redisUrl,
      LOG_LEVEL: "silent",
    }),
    { print: () => {}, jobPollMs: 0 },
  );
}

const freePort = async () => {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
};

describe("at start, Redis must be version 7 or later", () => {
  it("refuses to start on Redis 6, naming PEXPIRE … NX and without the URL's password", async () => {
    const server = await redis6();
    const { port } = server.address() as AddressInfo;
    try {
      const start = startWithRedis(`redis://:secret-pass@127.0.0.1:${port}/0`);
      await expect(start).rejects.toThrow(
        `REDIS_URL: Redis at redis://127.0.0.1:${port} must be version 7 or later: it refused PEXPIRE … NX`,
      );
      await expect(start).rejects.not.toThrow("secret-pass");
    } finally {
      server.close();
    }
  });

  it("refuses to start when Redis does not answer", async () => {
    const port = await freePort();
    await expect(startWithRedis(`redis://127.0.0.1:${port}`)).rejects.toThrow(
      `REDIS_URL: Redis at redis://127.0.0.1:${port} did not answer`,
    );
  });

  const haveRedis = spawnSync("redis-server", ["--version"]).status === 0;
  it.skipIf(!haveRedis)("starts on Redis 7 and leaves no key behind", async () => {
    const port = await freePort();
    const redis: ChildProcess = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const exited = new Promise((r) => redis.on("exit", r));
    try {
      await new Promise<void>((ready, fail) => {
        let out = "";
        redis.stdout!.on("data", (c: Buffer) => {
          out += c.toString();
          if (out.includes("Ready to accept connections")) ready();
        });
        void exited.then(() => fail(new Error(`redis-server exited:\n${out}`)));
      });
      const app = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: "warn" });
      await app.close();
      const client = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true });
      await client.connect();
      expect(await client.keys("*")).toEqual([]);
      client.disconnect();
    } finally {
      redis.kill();
      await exited;
    }
  });
});
