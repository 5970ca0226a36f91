import type { Log } from "./log";

/** Work started by a request but done after it is answered (e.g. mail whose timing must not show). */
export interface Background {
  /**
   * Runs `task` once `after` settles (a request's `meta.answered`: the answer sent or dropped); a failure
   * is logged, never thrown.
   */
  later(after: Promise<unknown>, label: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has finished (shutdown, tests). */
  idle(): Promise<void>;
}

export function createBackground(log: Log): Background {
  const pending = new Set<Promise<void>>();
  return {
    later(after, label, task) {
      const run: Promise<void> = after
        .catch(() => undefined)
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => log.error({ task: label, err: (err as Error).message }, "background task failed"),
        )
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
