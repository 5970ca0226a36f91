import type { SiteCompany } from "~/shared/site-company";
import { BlurbGrid } from "~/components/sections/blurb-grid";
import { CheckMark } from "~/components/ui/check-mark";
import { CtaBand, ctaLinks, pageCta } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { StatsBand } from "~/components/sections/stats-band";
import { breadcrumbJsonLd, homeCrumb, serviceJsonLd, servicesCrumb } from "~/content/json-ld";
import type { ServicePage } from "~/content/service-pages";
import { seo } from "~/content/seo";
import { Section } from "~/components/sections/section";

/** Route meta for a service page: Service and BreadcrumbList JSON-LD on top of the defaults. */
export function serviceMeta(page: ServicePage, company: SiteCompany) {
  return seo({
    company,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    path: page.path,
    jsonLd: [
      serviceJsonLd({
        company,
        name: page.heroTitle,
        description: page.description,
        path: page.path,
        serviceType: page.serviceType,
        offers: page.offers.map((o) => o.title),
      }),
      breadcrumbJsonLd([homeCrumb, servicesCrumb, { name: page.heroTitle, path: page.path }]),
    ],
  });
}

/** The shared layout of the service detail pages (web, app, social, AI). */
export function ServiceDetail({ page }: { page: ServicePage }) {
  return (
    <>
      <PageHero title={page.heroTitle} lead={page.heroText} />
      <BlurbGrid id="offers-heading" heading={page.offersHeading} items={page.offers} />
      <StatsBand stats={page.stats} label={`${page.heroTitle} in numbers`} />
      <ProcessSteps id="process-heading" heading={page.processHeading} steps={page.process} />
      <Section id="why-heading" heading={page.whyHeading} width="max-w-4xl" tinted>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {page.why.map((reason) => (
            <li key={reason} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm dark:bg-slate-900">
              <CheckMark size="size-5" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand {...pageCta(page)} primary={ctaLinks.quote} secondary={ctaLinks.demo} />
    </>
  );
}
