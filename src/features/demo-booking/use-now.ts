import { useEffect, useState } from "react";

const TICK_MS = 250;

/** The current time, refreshed a few times a second and whenever the tab becomes visible again. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const update = () => setNow(Date.now());
    const id = setInterval(update, TICK_MS);
    document.addEventListener("visibilitychange", update);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", update);
    };
  }, []);
  return now;
}

/** Whole seconds left until `deadline` (rounded up, never negative). */
export const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

/** m:ss with the seconds padded to two digits (docs/product.md §2). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
