import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/src/app";
import type { JobKind } from "../../server/src/platform/jobs";
import { type Env, loadConfig } from "../../server/src/config";
import type { AppContext, Message, Outbox } from "../../server/src/context";
import { openDatabase } from "../../server/src/platform/db/client";
import { admin, freshDatabase, manualClock, pgliteTemplate, usingPostgres, writeFakeBuild } from "./helpers";

// Server instances over ONE database that outlives them: a restart (close one, open another) and, on
// PostgreSQL, several at once. No worker polls; tests move the clock and call runDueJobs themselves.

/** Outgoing messages kept in memory; `fail` makes a send throw (a provider that is down). */
export function recordingOutbox() {
  const sent: Message[] = [];
  const outbox = {
    sent,
    fail: undefined as ((m: Message) => boolean) | undefined,
    async send(m: Message) {
      if (outbox.fail?.(m)) throw new Error(`provider refused ${m.channel} to ${m.to}`);
      sent.push(m);
    },
    purge: async () => 0,
    close: async () => {},
  };
  return outbox satisfies Outbox;
}

export interface Instance {
  app: FastifyInstance;
  ctx: AppContext;
  outbox: ReturnType<typeof recordingOutbox>;
  close(): Promise<void>;
}

export interface SharedDatabase {
  clock: ReturnType<typeof manualClock>;
  /** A new server instance on the database (on PGlite, only one open at a time), `env` over the defaults. */
  open(env?: Partial<Record<keyof Env, string>>): Promise<Instance>;
  dispose(): Promise<void>;
}

export async function sharedDatabase(
  start = new Date("2026-03-02T04:00:00.000Z"),
  /** Job kinds every instance runs beside the app's own. */
  jobs: JobKind<never>[] = [],
): Promise<SharedDatabase> {
  const clock = manualClock(start);
  const fresh = await freshDatabase();
  const pgliteDir = usingPostgres ? undefined : mkdtempSync(join(tmpdir(), "srv-jobs-"));
  if (pgliteDir) cpSync(await pgliteTemplate(), pgliteDir, { recursive: true });
  const dirs: string[] = [];
  return {
    clock,
    async open(env = {}) {
      const dataDir = mkdtempSync(join(tmpdir(), "srv-jobs-app-"));
      dirs.push(dataDir);
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        BUILD_DIR: writeFakeBuild(join(dataDir, "build")),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: "warn",
        ...env,
      });
      // Every instance opens the database itself (its own pool, or PGlite reopened from its files).
      const database = await openDatabase({ databaseUrl: fresh.url, dataDir: pgliteDir ?? dataDir });
      const outbox = recordingOutbox();
      const app = await buildApp(config, {
        database,
        clock,
        outbox,
        jobPollMs: 0,
        jobs,
        delay: async () => {},
        print: () => {},
        logStream: new Writable({ write: (_c, _e, cb) => cb() }),
      });
      return { app, ctx: app.appContext, outbox, close: () => app.close() };
    },
    async dispose() {
      await fresh.drop();
      for (const d of [pgliteDir, ...dirs]) if (d) rmSync(d, { recursive: true, force: true });
    },
  };
}
