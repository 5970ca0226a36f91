import { companyOf, type MetaMatches } from "~/content/company";
import { CtaBand, ctaLinks, pageCta } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ServiceCards } from "~/components/sections/service-cards";
import { StatsBand } from "~/components/sections/stats-band";
import { Testimonials } from "~/components/sections/testimonials";
import { breadcrumbJsonLd, homeCrumb, servicesCrumb } from "~/content/json-ld";
import { servicesOverview as page } from "~/content/service-pages";
import { overviewServiceCards } from "~/content/services";
import { seo } from "~/content/seo";
import { Section } from "~/components/sections/section";
import { staticPage } from "../page-handle";

export const meta = ({ matches }: MetaMatches) =>
  seo({
    company: companyOf(matches),
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    path: "/service",
    jsonLd: [breadcrumbJsonLd([homeCrumb, servicesCrumb])],
  });

export const handle = staticPage;

export default function ServicesPage() {
  return (
    <>
      <PageHero title={page.heroTitle} lead={page.heroText} />
      <Section id="service-list-heading" heading="What we offer">
        <div className="mt-10">
          <ServiceCards cards={overviewServiceCards} />
        </div>
      </Section>
      <StatsBand stats={page.stats} />
      <ProcessSteps id="process-heading" heading={page.processHeading} steps={page.process} />
      <Testimonials items={page.testimonials} />
      <CtaBand {...pageCta(page)} primary={ctaLinks.contact} secondary={ctaLinks.pricing} />
    </>
  );
}
