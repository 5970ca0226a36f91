import type { ReactNode } from "react";
import { PageHero } from "~/components/sections/page-hero";
import { Static } from "~/components/static/static-markup";
import { useCompany } from "~/content/company";
import { ContactDetails } from "~/features/contact/contact-details";
import { LazyMap } from "~/features/map/lazy-map";

/**
 * The frame of the contact and demo pages: the form in a card, the contact details beside it, the map below.
 * Only the form and the map need React; the rest is kept as prerendered (decision 41).
 */
export function FormPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const company = useCompany();
  return (
    <>
      <Static>
        <PageHero title={title} lead={lead} />
      </Static>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 lg:grid-cols-3">
        <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900 sm:p-8 lg:col-span-2">
          {children}
        </div>
        <Static>
          <ContactDetails />
        </Static>
      </div>
      <section aria-labelledby="map-title" className="mx-auto max-w-7xl px-4 pb-20">
        <h2 id="map-title" className="mb-4 text-2xl font-bold">
          Find us
        </h2>
        <LazyMap query={company.mapQuery} label={`${company.address.city}, ${company.address.region}`} />
      </section>
    </>
  );
}
