import type { Clock } from "./clock";

/**
 * The counts behind the lead lists' "of Z", kept a few seconds per table and search (decision 32):
 * paging through a search, or several admins on the same list, count it once. Every write to a
 * table on this instance forgets that table's counts, so an admin sees their own change at once;
 * a write on another instance shows within the time a count is kept.
 */
export interface ListTotals {
  /**
   * The count for `key` in `table`: a kept one when it is fresh and at least `atLeast` (the rows the
   * page already shows), else `count()`, then kept. Requests asking at once share one count.
   */
  get(table: string, key: string, count: () => Promise<number>, atLeast?: number): Promise<number>;
  /** Forgets every count of `table`; each write to it calls this once the write is done. */
  changed(table: string): void;
}

interface Kept {
  /** When the count started: it sees every write done before then. */
  at: number;
  value: Promise<number>;
}

/** Counts kept at most, so many distinct searches cannot grow the memory without bound. */
const MAX_KEPT = 1000;

/** `ttlMs` 0 keeps nothing: every total is counted. */
export function listTotals(clock: Clock, ttlMs: number): ListTotals {
  // Insertion order is age order: the first key is the oldest count.
  const kept = new Map<string, Kept>();

  return {
    async get(table, key, count, atLeast = 0) {
      if (ttlMs <= 0) return count();
      const id = `${table}\u0000${key}`;
      const now = clock().getTime();
      const hit = kept.get(id);
      if (hit && now - hit.at < ttlMs) {
        const n = await hit.value;
        // Fewer than the page shows: rows came in through another instance since; count again.
        if (n >= atLeast) return n;
      }
      const entry: Kept = { at: now, value: count() };
      kept.delete(id);
      kept.set(id, entry);
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      // A failed count is not kept: the next request tries again.
      entry.value.catch(() => {
        if (kept.get(id) === entry) kept.delete(id);
      });
      return entry.value;
    },
    changed(table) {
      // A count still running goes too: it may have started before the write.
      const prefix = `${table}\u0000`;
      for (const id of kept.keys()) if (id.startsWith(prefix)) kept.delete(id);
    },
  };
}
