import { useLayoutEffect, useRef } from "react";

/** The 10 recovery codes, shown once right after they are made. */
export function SecondFactorRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  // The heading takes focus when the codes appear, so keyboard and screen-reader users find them.
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950">
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
        Your recovery codes
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        Each code signs you in once if you lose your phone. Save them somewhere safe now: they are not shown
        again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onDone}
        className="text-sm font-semibold text-brand-700 underline dark:text-brand-200"
      >
        I have saved my recovery codes
      </button>
    </div>
  );
}
