import type { BaseLogger } from "pino";

/** The log as services write to it: pino's methods (Fastify's logger is pino). */
export type Log = Pick<BaseLogger, "error" | "warn" | "info" | "debug">;
