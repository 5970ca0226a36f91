import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/src/config";
import { createOutbox } from "../../../server/src/platform/outbox";
import { manualClock, startTestApp, validContact } from "../helpers";

const silent = Fastify().log;
const sms = { channel: "sms" as const, to: "9876543210", subject: "", text: "Your code is 123456" };

describe("SMS webhook", () => {
  const hits: string[] = [];
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // /send answers with a redirect to /elsewhere, as a hijacked or misconfigured endpoint might.
    server = createServer((req, res) => {
      hits.push(req.url ?? "");
      req.resume();
      if (req.url === "/send") res.writeHead(307, { location: "/elsewhere" }).end();
      else res.writeHead(200).end("ok");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("delivers to the webhook and refuses to follow a redirect", async () => {
    const ok = createOutbox(loadConfig({ SMS_WEBHOOK_URL: `${base}/direct` }), () => new Date(), silent);
    await ok.send(sms);
    expect(hits).toEqual(["/direct"]);

    const redirected = createOutbox(
      loadConfig({ SMS_WEBHOOK_URL: `${base}/send` }),
      () => new Date(),
      silent,
    );
    await expect(redirected.send(sms)).rejects.toThrow();
    expect(hits).toEqual(["/direct", "/send"]);
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const mode = (path: string) => statSync(path).mode & 0o777;
const mail = {
  channel: "email" as const,
  to: "asha@example.org",
  subject: "Your code",
  text: "Your code is 654321",
};

describe("outbox files", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const dataDir = () => {
    const d = mkdtempSync(join(tmpdir(), "srv-outbox-"));
    dirs.push(d);
    return d;
  };

  it("are readable by the owner only, in a folder only the owner can open", async () => {
    const dir = dataDir();
    // A folder made by an older version with the usual umask.
    mkdirSync(join(dir, "outbox"), { mode: 0o755 });
    const outbox = createOutbox(loadConfig({ DATA_DIR: dir }), () => new Date(), silent);
    await outbox.send(mail);
    await outbox.send(sms);
    const names = readdirSync(join(dir, "outbox"));
    expect(names).toHaveLength(2);
    expect(names.map((n) => mode(join(dir, "outbox", n)))).toEqual([0o600, 0o600]);
    expect(mode(join(dir, "outbox"))).toBe(0o700);
  });

  it("are deleted once older than OUTBOX_RETENTION_DAYS", async () => {
    const dir = dataDir();
    const clock = manualClock();
    const outbox = createOutbox(loadConfig({ DATA_DIR: dir, OUTBOX_RETENTION_DAYS: "7" }), clock, silent);
    expect(await outbox.purge()).toBe(0); // no folder yet
    await outbox.send(mail);
    await outbox.send(sms);
    await outbox.send({ ...mail, to: "ravi@example.org" });
    const [oldest, weekOld, recent] = readdirSync(join(dir, "outbox"))
      .sort()
      .map((n) => join(dir, "outbox", n));
    const age = (file: string, days: number) => {
      const at = new Date(clock().getTime() - days * DAY_MS);
      utimesSync(file!, at, at);
    };
    age(oldest!, 8);
    age(weekOld!, 6.9);
    age(recent!, 0);
    expect(await outbox.purge()).toBe(1);
    expect([oldest, weekOld, recent].map((f) => existsSync(f!))).toEqual([false, true, true]);
    clock.advance(DAY_MS);
    expect(await outbox.purge()).toBe(1);
    expect([weekOld, recent].map((f) => existsSync(f!))).toEqual([false, true]);
  });

  it("past retention are gone as soon as the server has started", async () => {
    let stale = "";
    let fresh = "";
    const t = await startTestApp(
      { OUTBOX_RETENTION_DAYS: "2" },
      {
        prepare: (dir) => {
          mkdirSync(join(dir, "outbox"));
          stale = join(dir, "outbox", "stale.json");
          fresh = join(dir, "outbox", "fresh.json");
          writeFileSync(stale, "{}");
          writeFileSync(fresh, "{}");
          const at = new Date(Date.now() - 3 * DAY_MS);
          utimesSync(stale, at, at);
        },
      },
    );
    try {
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
      expect(t.logs.join("")).toContain("outbox files past retention removed");
      // New messages still arrive.
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/Contact/ContactUsMailSend",
        payload: validContact,
      });
      expect(res.statusCode).toBe(200);
      expect(t.outbox().length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
