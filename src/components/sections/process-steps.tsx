import type { Blurb } from "./blurb-grid";
import { Section } from "./section";

/** Numbered steps of a workflow, in order. */
export function ProcessSteps({
  id,
  heading,
  steps,
}: {
  id: string;
  heading: string;
  steps: readonly Blurb[];
}) {
  return (
    <Section id={id} heading={heading}>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title} className="relative rounded-2xl bg-brand-50 p-6 dark:bg-slate-900">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
