import { useLayoutEffect, useRef, type ReactNode } from "react";
import { PageHero } from "~/components/sections/page-hero";

/**
 * The reschedule and cancel pages' frame: a hero, and a card whose heading names the current state.
 * Focus moves to that heading whenever the state changes (not on first render).
 */
export function ManageFrame({
  title,
  heading,
  stateKey,
  children,
}: {
  title: string;
  heading: string;
  /** Changes when the page's state does; the heading takes focus then. */
  stateKey: string;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(stateKey);
  useLayoutEffect(() => {
    if (shown.current === stateKey) return;
    shown.current = stateKey;
    headingRef.current?.focus();
  }, [stateKey]);

  return (
    <>
      <PageHero title={title} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <section
          aria-labelledby="manage-heading"
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900 sm:p-8"
        >
          <h2
            id="manage-heading"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-28 text-2xl font-bold outline-none"
          >
            {heading}
          </h2>
          {children}
        </section>
      </div>
    </>
  );
}
