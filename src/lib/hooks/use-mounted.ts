import { useDeferredValue, useSyncExternalStore } from "react";

const noop = () => () => {};

/** False during prerender and hydration, true afterwards. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * Like `useMounted`, but after hydration it turns true in a deferred render. React applies `useMounted`'s
 * switch synchronously, in hydration's last task, with all it brings (a lazy chunk's import, its preload
 * links); a deferred render comes in tasks of its own and yields. On a client-side render it is true at once.
 */
export function useMountedInTransition(): boolean {
  return useDeferredValue(useMounted());
}
