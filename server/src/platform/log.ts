import type { BaseLogger } from "pino";
import { availabilityApi } from "~/contract/endpoints/availability";
import { SHARE_PATH } from "~/shared/paths";

/** The log as services write to it: pino's methods (Fastify's logger is pino). */
export type Log = Pick<BaseLogger, "error" | "warn" | "info" | "debug">;

/** Paths whose last part is a secret (a shared report's link, a calendar feed): logged without it. */
const SECRET_TAILS = [`${SHARE_PATH}/`, `/api${availabilityApi.feed.path.replace(":token", "")}`];

/** A request's URL as the log writes it: no query string, and no secret token in the path. */
export function loggedUrl(url: string): string {
  const path = url.split("?")[0]!;
  const secret = SECRET_TAILS.find((p) => path.startsWith(p));
  return secret ? `${secret}[token]` : path;
}
