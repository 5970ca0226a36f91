import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False during prerender and hydration, true afterwards. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
