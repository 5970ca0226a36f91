import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * Calls `onFocus` once at mount if focus is already inside the element: a visitor who went into a
 * prerendered form before the page hydrated fired a focus event no React handler saw, so what the
 * form loads on focus (its validation, the free times) would otherwise wait for the next one.
 */
export function useEarlyFocus<T extends HTMLElement>(onFocus: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  // Only the first render's handler matters: it runs at mount or never.
  const [atMount] = useState(() => onFocus);
  useEffect(() => {
    if (ref.current?.contains(document.activeElement)) atMount();
  }, [atMount]);
  return ref;
}
