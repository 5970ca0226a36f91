import { useCompany } from "~/content/company";
import { legalPage, type LegalSection } from "~/content/legal-page";
import { PageHero } from "./page-hero";
import { Paragraphs } from "./paragraphs";

/** A legal text (the terms, the privacy notice): its date, a table of contents, and numbered sections. */
export function LegalPage({
  page,
}: {
  page: { heroTitle: string; lastUpdated: string; sections: LegalSection[] };
}) {
  // The texts name the company as "{legalName}", "{address}", …: filled from its settings.
  const filled = legalPage(page, useCompany());
  return (
    <>
      <PageHero title={filled.heroTitle} lead={`Last updated: ${filled.lastUpdated}`} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="toc-heading"
            className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
          >
            Contents
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {filled.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-700 hover:underline dark:text-brand-200">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-10">
          {filled.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24">
              <h2 id={`${s.id}-heading`} className="text-2xl font-bold">
                {s.heading}
              </h2>
              <Paragraphs items={s.paragraphs} size="leading-7" />
              {s.items ? (
                <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-700 dark:text-slate-300">
                  {s.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
