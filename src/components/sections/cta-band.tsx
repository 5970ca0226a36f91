import { Link } from "react-router";

export interface CtaAction {
  label: string;
  to: string;
}

/** The links closing calls to action use. */
export const ctaLinks = {
  contact: { label: "Contact Us", to: "/contact" },
  quote: { label: "Get a Free Quote", to: "/contact" },
  demo: { label: "Book a Demo", to: "/demo" },
  pricing: { label: "View Pricing", to: "/pricing" },
  about: { label: "About Us", to: "/about" },
  services: { label: "Our Services", to: "/service" },
} satisfies Record<string, CtaAction>;

/** The closing heading and text a page's content names `ctaHeading` and `ctaText`. */
export const pageCta = (page: { ctaHeading: string; ctaText: string }) => ({
  heading: page.ctaHeading,
  text: page.ctaText,
});

const primaryClass = "rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700";
const secondaryClass =
  "rounded-lg border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-200 dark:hover:bg-slate-800";

/**
 * Closing call to action: a heading, a line of text, a primary and optional secondary link. Each link
 * carries its label in `data-cta`, which the analytics beacon reports as a "CTA click".
 */
export function CtaBand({
  heading,
  text,
  primary,
  secondary,
}: {
  heading: string;
  text: string;
  primary: CtaAction;
  secondary?: CtaAction;
}) {
  return (
    <section aria-labelledby="cta-heading" className="bg-slate-50 dark:bg-slate-900/60">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="cta-heading" className="text-3xl font-bold">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {[primary, secondary].map((cta, i) =>
            cta ? (
              <Link
                key={cta.label}
                to={cta.to}
                data-cta={cta.label}
                className={i === 0 ? primaryClass : secondaryClass}
              >
                {cta.label}
              </Link>
            ) : null,
          )}
        </div>
      </div>
    </section>
  );
}
