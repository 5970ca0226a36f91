import type { ReactNode, Ref } from "react";

/** A wizard step's heading: focusable (focus moves here when the step changes) and clear of the sticky header. */
export function StepHeading({
  step,
  headingRef,
  className = "",
  children,
}: {
  step: 1 | 2 | 3;
  headingRef: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2
      id={`demo-step-${step}`}
      ref={headingRef}
      tabIndex={-1}
      className={`scroll-mt-28 text-2xl font-bold outline-none ${className}`}
    >
      {children}
    </h2>
  );
}
