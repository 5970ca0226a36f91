import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

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
 * Like `useMounted`, but after hydration it turns true in a transition. React applies `useMounted`'s
 * switch synchronously, in hydration's last task, with all it brings (a lazy chunk's import, its preload
 * links); a transition renders in tasks of its own and yields. On a client-side render it is true at once.
 */
export function useMountedInTransition(): boolean {
  const mounted = useMounted();
  // True only when the first render was hydration's.
  const [deferred, setDeferred] = useState(!mounted);
  useEffect(() => {
    if (deferred) startTransition(() => setDeferred(false));
  }, [deferred]);
  return mounted && !deferred;
}
