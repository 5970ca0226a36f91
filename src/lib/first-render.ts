// Whether the page's own first render (its hydration) has committed. The root's first effect sets it, and
// it runs after the effects of every part hydrated with it.
let hydrated = false;

/** `done` is false only in tests, to render as the page's first render again. */
export function markHydrated(done = true): void {
  hydrated = done;
}

/**
 * When a form mounting now could first be used, on `performance.now()`'s scale. A form of the prerendered
 * page was there, and could be filled, from navigation start (0), however late the page hydrated on a slow
 * phone; one that mounts later (a client-side navigation, a new step) from its mount.
 */
export function usableSince(): number {
  return hydrated ? performance.now() : 0;
}
