import { useEffect, useRef } from "react";
import { buttonClass } from "~/components/ui/button";
import { CloseButton } from "~/components/ui/modal";
import { tourSteps } from "../content";

/** A guided walk through the four tabs; each step selects its tab. */
export function Tour({
  step,
  onStep,
  onClose,
}: {
  step: number;
  onStep: (step: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const current = tourSteps[step]!;
  const last = step === tourSteps.length - 1;

  useEffect(() => {
    ref.current?.focus();
  }, [step]);

  return (
    <section
      aria-label="Platform tour"
      className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5 dark:border-brand-800 dark:bg-brand-900/40"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-brand-800 dark:text-brand-100">
            Step {step + 1} of {tourSteps.length}
          </p>
          <h2 ref={ref} tabIndex={-1} className="mt-1 text-lg font-bold">
            {current.title}
          </h2>
        </div>
        <CloseButton
          label="Close tour"
          onClick={onClose}
          className="text-slate-600 hover:bg-white dark:text-slate-300 dark:hover:bg-slate-800"
        />
      </div>
      <p className="mt-2 text-slate-700 dark:text-slate-200">{current.text}</p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          onClick={() => onStep(step - 1)}
          disabled={step === 0}
        >
          Back
        </button>
        <button
          type="button"
          className={buttonClass("primary", "sm")}
          onClick={() => (last ? onClose() : onStep(step + 1))}
        >
          {last ? "Finish tour" : "Next"}
        </button>
      </div>
    </section>
  );
}
