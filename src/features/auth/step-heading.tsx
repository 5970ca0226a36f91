import { useLayoutEffect, useRef, type ReactNode } from "react";

/** A step's heading that takes focus when it appears, so keyboard and screen-reader users follow the flow. */
export function FocusedHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold outline-none">
      {children}
    </h2>
  );
}
