import { useCallback, useEffect, useRef } from "react";
import { FILL_MS_MAX } from "~/contract/contact-fields";

/**
 * How long the visitor has had the form: milliseconds since it mounted (or was last restarted), sent
 * with it so the server can tell a bot that submits at once (ADR 0028). Measured in the browser alone,
 * so the prerendered page carries no timestamp and the server's clock is never compared with the
 * visitor's. Kept within the contract's bounds.
 */
export function useFillTimer(): { elapsed: () => number; restart: () => void } {
  const start = useRef<number | null>(null);
  const restart = useCallback(() => {
    start.current = Date.now();
  }, []);
  useEffect(restart, [restart]);
  const elapsed = useCallback(() => {
    const since = start.current === null ? 0 : Date.now() - start.current;
    return Math.min(FILL_MS_MAX, Math.max(0, since));
  }, []);
  return { elapsed, restart };
}
