import type { ReactNode } from "react";

/** The card a form of /account sits in. */
export const accountCard =
  "max-w-md space-y-5 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900";

/** One section of /account: its heading (which names the region), a line about it, then its form. */
export function AccountSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      </div>
      {children}
    </section>
  );
}
