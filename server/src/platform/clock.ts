/** The time source; tests inject a movable one to check expiry without waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** Waits `ms`; tests inject one that records the wait and returns at once. */
export type Delay = (ms: number) => Promise<void>;
export const realDelay: Delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from an instant to the next UTC midnight. */
export function msUntilNextUtcDay(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return next.getTime() - now.getTime();
}

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
