import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE = "input, select, textarea, button, a[href]";

/**
 * Modal focus rules: focus moves to `initial()` (or the panel), Tab stays inside, Escape calls `onEscape`,
 * and on close focus goes back to the opener, or to the page when the opener is gone (its row was deleted).
 */
export function useDialogFocus(
  panel: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initial: () => HTMLElement | null | undefined,
): void {
  const escape = useRef(onEscape);
  const first = useRef(initial);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (first.current() ?? panel.current)?.focus();
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        escape.current();
        return;
      }
      if (e.key !== "Tab" || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => !el.hasAttribute("disabled"),
      );
      const head = items[0];
      const tail = items.at(-1);
      if (!head || !tail) return;
      const inside = panel.current.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === head || !inside)) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && (document.activeElement === tail || !inside)) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (opener?.isConnected) opener.focus();
      else document.getElementById("main")?.focus();
    };
  }, [panel]);
}
