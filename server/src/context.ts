import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Background } from "./lib/background";
import type { Clock, Delay } from "./lib/clock";
import type { Limiter } from "./lib/rate-limit";
import type { Outbox } from "./services/outbox";
import type { Secrets } from "./services/secrets";

/** What every route module needs, built once per app. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  /** Waits before answering (sign-in slow-down); injectable so tests do not wait. */
  delay: Delay;
  limiter: Limiter;
  outbox: Outbox;
  /** Tasks run after the reply (mail that must not change a response's timing). */
  background: Background;
  secrets: Secrets;
  log: FastifyBaseLogger;
}
