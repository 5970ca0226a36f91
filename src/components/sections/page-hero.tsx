import type { ReactNode } from "react";

/** The heading band every content page opens with; holds the page's single h1. */
export function PageHero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-20">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {lead ? (
          <p className="mx-auto mt-5 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{lead}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
