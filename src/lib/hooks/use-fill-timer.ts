import { useCallback, useEffect, useRef } from "react";
import { FILL_MS_MAX } from "~/contract/contact-fields";

/**
 * How long the visitor has had the form: milliseconds since it mounted (or was last restarted), sent
 * with it so the server can tell a bot that submits at once (ADR 0028). Measured in the browser, so the
 * prerendered page carries no timestamp and no two clocks are compared. Capped at the contract's bound.
 */
export function useFillTimer(): { elapsed: () => number; restart: () => void } {
  const start = useRef<number | null>(null);
  const restart = useCallback(() => {
    start.current = performance.now();
  }, []);
  useEffect(restart, [restart]);
  const elapsed = useCallback(() => {
    const since = start.current === null ? 0 : performance.now() - start.current;
    return Math.min(FILL_MS_MAX, Math.max(0, Math.round(since)));
  }, []);
  return { elapsed, restart };
}
