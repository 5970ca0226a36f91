import { useCallback, useEffect, useRef } from "react";
import { FILL_MS_MAX } from "~/contract/contact-fields";
import { usableSince } from "../first-render";

/**
 * How long the visitor has had the form, sent with it so the server can tell a bot that submits at once
 * (ADR 0028): from when the form could first be used (navigation start for the page's own form, which a
 * visitor can fill before a slow phone hydrates it), or from the last restart (the form cleared after a
 * send). Measured in the browser alone on its monotonic clock, so the prerendered page carries no
 * timestamp and the server's clock is never compared with the visitor's. Kept within the contract's bounds.
 */
export function useFillTimer(): { elapsed: () => number; restart: () => void } {
  const start = useRef<number | null>(null);
  useEffect(() => {
    start.current ??= usableSince();
  }, []);
  const restart = useCallback(() => {
    start.current = performance.now();
  }, []);
  const elapsed = useCallback(() => {
    const since = start.current === null ? 0 : performance.now() - start.current;
    return Math.min(FILL_MS_MAX, Math.max(0, Math.round(since)));
  }, []);
  return { elapsed, restart };
}
