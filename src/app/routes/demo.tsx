import { PageHero } from "~/components/sections/page-hero";
import { company } from "~/content/company";
import { ContactDetails } from "~/features/contact/contact-details";
import { DemoWizard } from "~/features/demo-booking/demo-wizard";
import { LazyMap } from "~/features/map/lazy-map";
import { seo } from "~/content/seo";

export const meta = () =>
  seo({
    title: `Book a Demo | ${company.name}`,
    description: `Schedule a free demo with ${company.name}: see our websites, apps, AI solutions and KPI platform. Confirm with a one-time code.`,
    keywords: ["book a demo", "free demo", "KPI platform demo", "AI solutions demo", "software demo"],
    path: "/demo",
  });

export default function DemoPage() {
  return (
    <>
      <PageHero title="Book a Demo" lead="Schedule a free demo with our team." />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 lg:grid-cols-3">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900 sm:p-8 lg:col-span-2">
          <DemoWizard />
        </div>
        <ContactDetails />
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
