// PostgreSQL's answers that the services act on, by SQLSTATE.

/** The error's SQLSTATE, whether the driver threw it or Drizzle wrapped it (as `cause`). */
export function pgCode(err: unknown): string | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const { code, cause } = err as { code?: unknown; cause?: { code?: unknown } };
  const found = typeof code === "string" ? code : cause?.code;
  return typeof found === "string" ? found : undefined;
}

export const isUniqueViolation = (err: unknown) => pgCode(err) === "23505";

/** An exclusion constraint refused the row (for bookings: the host's time overlaps another). */
export const isExclusionViolation = (err: unknown) => pgCode(err) === "23P01";

export const isDeadlock = (err: unknown) => pgCode(err) === "40P01";

const DEADLOCK_TRIES = 3;

/**
 * Runs `attempt` again when PostgreSQL aborted it to break a deadlock. Two writers of overlapping rows
 * under an exclusion constraint can each see the other's uncommitted row and wait for it; one of them
 * is then aborted. `attempt` must be a whole transaction or savepoint, so its writes were rolled back;
 * its next run waits for the other writer and meets its outcome.
 */
export async function retryOnDeadlock<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isDeadlock(err) || tries >= DEADLOCK_TRIES) throw err;
    }
  }
}
