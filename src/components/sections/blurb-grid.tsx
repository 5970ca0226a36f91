import { CheckCircle2 } from "lucide-react";
import { Section } from "./section";

export interface Blurb {
  title: string;
  text: string;
}

/** A headed grid of short titled blurbs (offers, values, features). */
export function BlurbGrid({
  id,
  heading,
  lead,
  items,
  columns = 3,
  tinted = false,
}: {
  id: string;
  heading: string;
  lead?: string;
  items: readonly Blurb[];
  columns?: 2 | 3 | 4;
  tinted?: boolean;
}) {
  const cols = {
    2: "sm:grid-cols-2",
    3: "sm:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return (
    <Section id={id} heading={heading} tinted={tinted}>
      {lead ? (
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">{lead}</p>
      ) : null}
      <ul className={`mt-10 grid gap-6 ${cols}`}>
        {items.map((item) => (
          <li
            key={item.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <CheckCircle2 aria-hidden="true" className="size-7 text-emerald-600 dark:text-emerald-400" />
            <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
