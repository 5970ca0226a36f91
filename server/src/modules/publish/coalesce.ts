/** Starts `fn` after `ms`, returning what cancels it (tests pass one they fire by hand). */
export type Schedule = (fn: () => void, ms: number) => () => void;

export const realSchedule: Schedule = (fn, ms) => {
  const timer = setTimeout(fn, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export interface Coalesced {
  /** Asks for a run: one starts `waitMs` after the last request, never while another runs. */
  request(): void;
  /** Runs now unless one is running (start-up); a request meanwhile still gets its own run. */
  runNow(): void;
  /** Resolves when no run is waiting or running. */
  settled(): Promise<void>;
}

/**
 * Saves in quick succession publish once, and never two publishes at once: a request during a run waits for
 * it and then for `waitMs` more, so the last save is always published.
 */
export function coalesce(
  run: () => Promise<void>,
  waitMs: number,
  schedule: Schedule = realSchedule,
): Coalesced {
  let cancel: (() => void) | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const waiters: (() => void)[] = [];

  const quiet = () => !cancel && !running && !again;
  const wake = () => {
    if (quiet()) for (const resolve of waiters.splice(0)) resolve();
  };
  const start = () => {
    cancel = undefined;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          cancel = schedule(start, waitMs);
        }
        wake();
      });
  };

  return {
    request() {
      cancel?.();
      cancel = schedule(start, waitMs);
    },
    runNow() {
      if (!running) {
        cancel?.();
        start();
      }
    },
    settled() {
      return quiet() ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}
