import type { Redis } from "ioredis";
import { HttpError } from "./errors";

export interface Hit {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/** Fixed-window counters: in memory for one process, or in Redis when several share limits. */
export interface Limiter {
  /** Adds one to `key` and returns the window's count. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Reads the count without adding to it. */
  peek(key: string): Promise<Hit>;
  /** Gives one back (an attempt taken ahead that turned out fine); never below zero. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** True when the counters' store answers (always for memory; Redis within a second). */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/** Counters kept in memory at most; beyond it the oldest are forgotten, so memory stays bounded. */
export const MEMORY_LIMITER_MAX_KEYS = 100_000;

export function memoryLimiter(now: () => number = Date.now, opts: { maxKeys?: number } = {}): Limiter {
  const maxKeys = opts.maxKeys ?? MEMORY_LIMITER_MAX_KEYS;
  // Insertion order is creation order (a renewed window is re-inserted), so the first key is the oldest.
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
  }, 60_000);
  sweep.unref();
  const current = (key: string) => {
    const w = windows.get(key);
    return w && w.resetAt > now() ? w : undefined;
  };
  return {
    async hit(key, windowMs) {
      let w = current(key);
      if (!w) {
        w = { count: 0, resetAt: now() + windowMs };
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInMs: w.resetAt - now() };
    },
    async peek(key) {
      const w = current(key);
      return { count: w?.count ?? 0, resetInMs: w ? w.resetAt - now() : 0 };
    },
    async release(key) {
      const w = current(key);
      if (w) w.count = Math.max(0, w.count - 1);
    },
    async reset(key) {
      windows.delete(key);
    },
    async ready() {
      return true;
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

// Decrements only an existing counter above zero, so a release never creates a key without expiry.
const RELEASE_SCRIPT = `local n = tonumber(redis.call('get', KEYS[1]) or '0')
if n > 0 then return redis.call('decr', KEYS[1]) end
return 0`;

const READY_TIMEOUT_MS = 1000;

export function redisLimiter(redis: Redis, prefix = "rl:"): Limiter {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const res = await redis.multi().incr(k).pexpire(k, windowMs, "NX").pttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 1);
      const ttl = Number(res?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return { count: Number(count ?? 0), resetInMs: ttl > 0 ? ttl : 0 };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async ready() {
      // A disconnected client would queue the PING until it reconnects: answer from its state first.
      if (redis.status !== "ready") return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>(
        (resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)),
      );
      const pong = redis.ping().then(
        (answer) => answer === "PONG",
        () => false,
      );
      const answer = await Promise.race([pong, timeout]);
      clearTimeout(timer);
      return answer;
    },
    async close() {
      redis.disconnect();
    },
  };
}

export const tooMany = (resetInMs: number, message = "Too many requests. Please try again later.") =>
  new HttpError(429, message, { "retry-after": String(Math.max(1, Math.ceil(resetInMs / 1000))) });

/** Counts one request against `key`; throws 429 with Retry-After once over `max`. */
export async function consume(
  limiter: Limiter,
  key: string,
  max: number,
  windowMs: number,
  message?: string,
) {
  const hit = await limiter.hit(key, windowMs);
  if (hit.count > max) throw tooMany(hit.resetInMs, message);
}
