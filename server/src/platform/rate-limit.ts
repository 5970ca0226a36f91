import type { Redis } from "ioredis";
import { HttpError } from "./errors";

export interface Hit {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
  /**
   * The counter could not be made: its kind's table is full of open windows. The caller refuses
   * (429), as if over any limit; `count` is then above every limit.
   */
  full?: true;
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

/** Open counters kept in memory per kind at most; past it, new keys of that kind are refused. */
export const MEMORY_LIMITER_MAX_KEYS_PER_KIND = 50_000;

/**
 * A key's kind: its first two parts (`login:ip`, `sms:day`, `reset:fail`), which the code names;
 * what follows (an address, an email) is the caller's.
 */
export const keyKind = (key: string) => {
  const first = key.indexOf(":");
  const second = first < 0 ? -1 : key.indexOf(":", first + 1);
  return second < 0 ? key : key.slice(0, second);
};

interface Window {
  count: number;
  resetAt: number;
}

/**
 * One kind's counters. An open window is never dropped: a counter an attacker could push out would
 * hand them a fresh allowance. When the table is full, expired windows are swept; if none has expired,
 * the new key is refused, so the limiter fails closed instead of forgetting.
 */
class KindTable {
  readonly windows = new Map<string, Window>();
  /** No window in the table ends before this (Infinity when empty); a sweep before it would find nothing. */
  private earliestEnd = Number.POSITIVE_INFINITY;

  constructor(private readonly maxKeys: number) {}

  get(key: string, now: number): Window | undefined {
    const w = this.windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  }

  /** A new window for `key`, or undefined when the table is full of open windows. */
  open(key: string, resetAt: number, now: number): Window | undefined {
    this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) this.sweep(now);
    if (this.windows.size >= this.maxKeys) return undefined;
    const w = { count: 0, resetAt };
    this.windows.set(key, w);
    this.earliestEnd = Math.min(this.earliestEnd, resetAt);
    return w;
  }

  /** Milliseconds until a place frees up (the earliest open window ends). */
  msUntilRoom(now: number): number {
    return Math.max(0, this.earliestEnd - now);
  }

  sweep(now: number) {
    if (now < this.earliestEnd) return;
    let earliest = Number.POSITIVE_INFINITY;
    for (const [k, w] of this.windows) {
      if (w.resetAt <= now) this.windows.delete(k);
      else earliest = Math.min(earliest, w.resetAt);
    }
    this.earliestEnd = earliest;
  }
}

/**
 * Counters in one process. Each kind has a table of its own, so a flood of one kind (junk emails)
 * cannot crowd out another (the caller's address, the day's SMS budget); the global and daily budgets
 * are kinds of their own too. Memory stays bounded: a fixed set of kinds, each at most `maxKeysPerKind`.
 */
export function memoryLimiter(now: () => number = Date.now, opts: { maxKeysPerKind?: number } = {}): Limiter {
  const maxKeys = opts.maxKeysPerKind ?? MEMORY_LIMITER_MAX_KEYS_PER_KIND;
  const tables = new Map<string, KindTable>();
  const tableOf = (key: string) => {
    const kind = keyKind(key);
    let table = tables.get(kind);
    if (!table) tables.set(kind, (table = new KindTable(maxKeys)));
    return table;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const table of tables.values()) table.sweep(t);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const t = now();
      const table = tableOf(key);
      const w = table.get(key, t) ?? table.open(key, t + windowMs, t);
      if (!w) return { count: Number.MAX_SAFE_INTEGER, resetInMs: table.msUntilRoom(t), full: true };
      w.count += 1;
      return { count: w.count, resetInMs: w.resetAt - t };
    },
    async peek(key) {
      const t = now();
      const w = tableOf(key).get(key, t);
      return { count: w?.count ?? 0, resetInMs: w ? w.resetAt - t : 0 };
    },
    async release(key) {
      const w = tableOf(key).get(key, now());
      if (w) w.count = Math.max(0, w.count - 1);
    },
    async reset(key) {
      tableOf(key).windows.delete(key);
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

/** A 429 with Retry-After; `windowMs`, the limit's window, bounds the security log's count of such answers. */
export class LimitError extends HttpError {
  constructor(
    resetInMs: number,
    message: string,
    readonly windowMs?: number,
  ) {
    super(429, message, { "retry-after": String(Math.max(1, Math.ceil(resetInMs / 1000))) });
  }
}

export const tooMany = (
  resetInMs: number,
  message = "Too many requests. Please try again later.",
  windowMs?: number,
) => new LimitError(resetInMs, message, windowMs);

/** Counts one request against `key`; throws 429 with Retry-After once over `max`. */
export async function consume(
  limiter: Limiter,
  key: string,
  max: number,
  windowMs: number,
  message?: string,
) {
  const hit = await limiter.hit(key, windowMs);
  if (hit.full || hit.count > max) throw tooMany(hit.resetInMs, message, windowMs);
}
