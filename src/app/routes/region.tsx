import { companyOf, type MetaMatches } from "~/content/company";
import { MapPin } from "lucide-react";
import { Link, useParams } from "react-router";
import type { Route } from "./+types/region";
import { CtaBand, ctaLinks } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Paragraphs } from "~/components/sections/paragraphs";
import { ServiceCards } from "~/components/sections/service-cards";
import { StatsBand } from "~/components/sections/stats-band";
import { figures } from "~/content/figures";
import { findRegion, type Region } from "~/content/regions";
import { homeServiceCards } from "~/content/services";
import { contentPageMeta } from "../page-meta";
import { Section } from "~/components/sections/section";
import { staticPage } from "../page-handle";

export const meta = ({ params, matches }: Pick<Route.MetaArgs, "params"> & MetaMatches) => {
  const region = findRegion(params.stateSlug);
  if (!region) return [{ title: "404 - State Not Found" }, { name: "robots", content: "noindex" }];
  return contentPageMeta(companyOf(matches), region, `/${region.slug}`, region.name);
};

const regionStats = [figures.clients, figures.projects, figures.satisfaction, figures.support];

export const handle = staticPage;

export default function RegionPage() {
  const region = findRegion(useParams().stateSlug);
  if (!region) return <StateNotFound />;
  return <RegionContent region={region} />;
}

function RegionContent({ region }: { region: Region }) {
  return (
    <>
      <PageHero title={region.h1} lead={region.intro} />
      <div className="mx-auto max-w-4xl px-4 py-16">
        {region.sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`region-section-${i}`} className="mt-12 first:mt-0">
            <h2 id={`region-section-${i}`} className="text-2xl font-bold sm:text-3xl">
              {section.heading}
            </h2>
            <Paragraphs items={section.paragraphs} size="text-lg leading-8" />
          </section>
        ))}
      </div>
      <section aria-labelledby="industries-heading" className="bg-slate-50 dark:bg-slate-900/60">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2">
          <div>
            <h2 id="industries-heading" className="text-2xl font-bold">
              Who we work with in {region.name}
            </h2>
            <ul className="mt-5 space-y-2 text-slate-700 dark:text-slate-300">
              {region.industries.map((industry) => (
                <li key={industry} className="rounded-lg bg-white px-4 py-3 shadow-sm dark:bg-slate-900">
                  {industry}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-2xl font-bold">Where we work</h2>
            <ul className="mt-5 flex flex-wrap gap-3">
              {region.cities.map((city) => (
                <li
                  key={city}
                  className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
                >
                  <MapPin aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-200" />
                  {city}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <Section id="region-services-heading" heading={`Our services in ${region.name}`}>
        <div className="mt-10">
          <ServiceCards cards={homeServiceCards} />
        </div>
      </Section>
      <StatsBand stats={regionStats} />
      <CtaBand
        heading={`Start your project in ${region.name}`}
        text="Tell us what you need and get a fixed quote, or compare our website plans."
        primary={ctaLinks.contact}
        secondary={ctaLinks.pricing}
      />
    </>
  );
}

function StateNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 - State Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        We don&apos;t have a page for that region yet.
      </p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white">
        Go Back Home
      </Link>
    </div>
  );
}
