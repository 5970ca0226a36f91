import type { FastifyBaseLogger, FastifyReply } from "fastify";

/** Work started by a request but done after it is answered (e.g. mail whose timing must not show). */
export interface Background {
  /** Runs `task` once `reply` has been sent (or dropped); a failure is logged, never thrown. */
  later(reply: FastifyReply, label: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has finished (shutdown, tests). */
  idle(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    later(reply, label, task) {
      const sent = new Promise<void>((resolve) => {
        reply.raw.once("finish", resolve);
        reply.raw.once("close", resolve);
      });
      const run: Promise<void> = sent
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
