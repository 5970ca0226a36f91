import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** True when Debian's `radicale` (a CalDAV server) is installed; the CalDAV tests skip otherwise. */
export const radicaleInstalled = spawnSync("radicale", ["--version"], { stdio: "ignore" }).status === 0;

export const radicaleMissing =
  "radicale is not installed: the CalDAV tests are skipped (apt-get install -y radicale)";

export interface Radicale {
  /** http://127.0.0.1:<port> */
  origin: string;
  user: { username: string; password: string };
  /** Makes a calendar collection of the user's and answers its URL (with the trailing slash). */
  makeCalendar(name: string): Promise<string>;
  /** Writes one event (VCALENDAR text) into a calendar, as another calendar app would. */
  putEvent(calendarUrl: string, uid: string, ics: string): Promise<void>;
  /** The event at `<calendar>/<name>`, or null. */
  getObject(url: string): Promise<string | null>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Polls until the server accepts requests (or gives up after 15 s). */
async function untilUp(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`radicale exited: ${log()}`);
    try {
      await fetch(`${origin}/.web/`);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`radicale did not start: ${log()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Starts Radicale on a free port with its own temporary storage and one user (htpasswd, plain). */
export async function startRadicale(): Promise<Radicale> {
  const dir = mkdtempSync(join(tmpdir(), "radicale-"));
  const port = await freePort();
  const user = { username: "alice", password: "calendar-pass-42" };
  writeFileSync(join(dir, "users"), `${user.username}:${user.password}\n`);
  writeFileSync(
    join(dir, "config"),
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${join(dir, "users")}`,
      "htpasswd_encryption = plain",
      "delay = 0",
      "[rights]",
      "type = owner_only",
      "[storage]",
      `filesystem_folder = ${join(dir, "collections")}`,
      "[logging]",
      "level = warning",
    ].join("\n"),
  );
  let output = "";
  const child = spawn("radicale", ["--config", join(dir, "config")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  const origin = `http://127.0.0.1:${port}`;
  const authorization = `Basic ${Buffer.from(`${user.username}:${user.password}`).toString("base64")}`;
  try {
    await untilUp(origin, child, () => output);
  } catch (err) {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    origin,
    user,
    async makeCalendar(name) {
      const url = `${origin}/${user.username}/${name}/`;
      const res = await fetch(url, {
        method: "MKCALENDAR",
        headers: { authorization, "content-type": "application/xml" },
        body:
          '<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">' +
          `<D:set><D:prop><D:displayname>${name}</D:displayname></D:prop></D:set></C:mkcalendar>`,
      });
      if (res.status !== 201) throw new Error(`MKCALENDAR ${res.status}: ${await res.text()}`);
      return url;
    },
    async putEvent(calendarUrl, uid, ics) {
      const res = await fetch(`${calendarUrl}${encodeURIComponent(uid)}.ics`, {
        method: "PUT",
        headers: { authorization, "content-type": "text/calendar; charset=utf-8" },
        body: ics,
      });
      if (!res.ok) throw new Error(`PUT ${res.status}: ${await res.text()}`);
    },
    async getObject(url) {
      const res = await fetch(url, { headers: { authorization } });
      return res.ok ? res.text() : null;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill();
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
