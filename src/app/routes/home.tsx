import { ServiceCards } from "~/components/sections/service-cards";
import { StatsBand } from "~/components/sections/stats-band";
import { Testimonials } from "~/components/sections/testimonials";
import { home } from "~/content/home";
import { homeServiceCards } from "~/content/services";
import { TypedHero } from "~/features/home/typed-hero";
import { seo } from "~/content/seo";
import { BlurbGrid } from "~/components/sections/blurb-grid";
import { Section } from "~/components/sections/section";
import { staticPage } from "../page-handle";

export const meta = () =>
  seo({ title: home.title, description: home.description, keywords: home.keywords, path: "/" });

// The hero types in CSS, so nothing on this page needs hydrating.
export const handle = staticPage;

export default function Home() {
  return (
    <>
      <TypedHero />
      <Section id="services-heading" heading="What we do">
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">
          One team for your website, app, AI and growth.
        </p>
        <div className="mt-10">
          <ServiceCards cards={homeServiceCards} />
        </div>
      </Section>
      <BlurbGrid
        id="advantages-heading"
        heading="Why work with us"
        items={home.advantages}
        columns={4}
        tinted
      />
      <StatsBand stats={home.stats} />
      <Testimonials items={home.testimonials} />
    </>
  );
}
