import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A confirmation handed over by the screen that navigated here (`state.notice`), e.g. after a person
 * was erased from their lead page. It takes focus so screen readers read it on arrival.
 */
export function LocationNotice() {
  const state: unknown = useLocation().state;
  const notice =
    typeof state === "object" && state !== null && "notice" in state && typeof state.notice === "string"
      ? state.notice
      : null;
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 focus:outline-none dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    >
      {notice}
    </p>
  );
}
