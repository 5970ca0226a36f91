import { HttpError } from "../../platform/errors";

/** Conversions waiting or running at most; past it an upload is refused (each holds its file in memory). */
export const MAX_PENDING_CONVERSIONS = 8;

const BUSY = "Pictures are being converted right now. Please try again in a minute.";

/**
 * Runs conversions one at a time in this process: an upload storm waits its turn instead of taking every
 * core, and past MAX_PENDING_CONVERSIONS it is answered 503 at once.
 */
export function oneAtATime(maxPending = MAX_PENDING_CONVERSIONS) {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return <T>(work: () => Promise<T>): Promise<T> => {
    if (pending >= maxPending) throw new HttpError(503, BUSY, { "retry-after": "60" });
    pending++;
    const run = tail.then(work).finally(() => pending--);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The process's one conversion line. */
export const conversions = oneAtATime();
