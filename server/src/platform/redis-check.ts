import type { Redis } from "ioredis";

/** How long the start waits for Redis's first answer. */
const ANSWER_TIMEOUT_MS = 5000;

/** Where a Redis URL points, without its credentials (for messages and logs). */
export const redisWhere = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return "REDIS_URL";
  }
};

/**
 * Checks at start that Redis is version 7 or later, by the command the limits depend on:
 * `PEXPIRE key ms NX` sets a window's expiry only on its first hit. Redis 6 refuses the NX argument,
 * so every limited call would fail; better to refuse to start with the reason. A Redis that does not
 * answer stops the start too: the limits would not hold.
 */
export async function requireRedis7(
  redis: Pick<Redis, "pexpire" | "on" | "off">,
  url: string,
): Promise<void> {
  const where = redisWhere(url);
  // Connection errors come as events while the command waits; kept for the message, not printed.
  let lastError: Error | undefined;
  const onError = (err: Error) => (lastError = err);
  redis.on("error", onError);
  try {
    await probe(redis, where, () => lastError);
  } finally {
    redis.off("error", onError);
  }
}

async function probe(redis: Pick<Redis, "pexpire">, where: string, lastError: () => Error | undefined) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ANSWER_TIMEOUT_MS);
  });
  // A key nobody uses: without it PEXPIRE … NX answers 0 and changes nothing.
  const answered = redis.pexpire("rl:start-check", 1000, "NX").then(
    () => "ok" as const,
    (err: unknown) => err as Error,
  );
  const answer = await Promise.race([answered, timeout]);
  clearTimeout(timer);
  if (answer === "ok") return;
  if (answer === "timeout")
    throw new Error(
      `REDIS_URL: Redis at ${where} did not answer within ${ANSWER_TIMEOUT_MS / 1000} s at start${lastError() ? ` (${lastError()!.message})` : ""}; start it, or unset REDIS_URL to keep the limits in memory (one instance only)`,
    );
  if (answer.name === "ReplyError")
    throw new Error(
      `REDIS_URL: Redis at ${where} must be version 7 or later: it refused PEXPIRE … NX, which the rate limits use (${answer.message})`,
    );
  throw new Error(
    `REDIS_URL: Redis at ${where} did not answer at start (${(lastError() ?? answer).message}); start it, or unset REDIS_URL to keep the limits in memory (one instance only)`,
  );
}
