import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ServiceCards } from "~/components/sections/service-cards";
import { StatsBand } from "~/components/sections/stats-band";
import { Testimonials } from "~/components/sections/testimonials";
import { breadcrumbJsonLd, homeCrumb, servicesCrumb } from "~/content/json-ld";
import { servicesOverview as page } from "~/content/service-pages";
import { overviewServiceCards } from "~/content/services";
import { seo } from "~/content/seo";

export const meta = () =>
  seo({
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    path: "/service",
    jsonLd: [breadcrumbJsonLd([homeCrumb, servicesCrumb])],
  });

export default function ServicesPage() {
  return (
    <>
      <PageHero title={page.heroTitle} lead={page.heroText} />
      <section aria-labelledby="service-list-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="service-list-heading" className="text-center text-3xl font-bold">
          What we offer
        </h2>
        <div className="mt-10">
          <ServiceCards cards={overviewServiceCards} />
        </div>
      </section>
      <StatsBand stats={page.stats} />
      <ProcessSteps id="process-heading" heading={page.processHeading} steps={page.process} />
      <Testimonials items={page.testimonials} />
      <CtaBand
        heading={page.ctaHeading}
        text={page.ctaText}
        primary={{ label: "Contact Us", to: "/contact" }}
        secondary={{ label: "View Pricing", to: "/pricing" }}
      />
    </>
  );
}
