import { companyOf, type MetaMatches } from "~/content/company";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { PostGrid } from "~/components/insights/post-card";
import { ServiceCards } from "~/components/sections/service-cards";
import { StatsBand } from "~/components/sections/stats-band";
import { Testimonials } from "~/components/sections/testimonials";
import { home } from "~/content/home";
import { homeServiceCards } from "~/content/services";
import { TypedHero } from "~/features/home/typed-hero";
import { seo } from "~/content/seo";
import { BlurbGrid } from "~/components/sections/blurb-grid";
import { Section } from "~/components/sections/section";
import { Static } from "~/components/static/static-markup";
import { posts } from "~/content/insights/posts";
import { summary } from "~/content/insights/post-list";
import { INSIGHTS_PATH } from "~/content/site-map";

// Build time only (prerendered): the three newest posts' cards, never their bodies.
export const loader = () => ({ latest: posts.slice(0, 3).map(summary) });

export const meta = ({ matches }: MetaMatches) =>
  seo({
    company: companyOf(matches),
    title: home.title,
    description: home.description,
    keywords: home.keywords,
    path: "/",
  });

// Only the hero's typing runs on this page; the rest is kept as prerendered (decision 41).
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TypedHero />
      <Static>
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
        {loaderData.latest.length ? (
          <Section id="latest-insights-heading" heading="Latest insights" tinted>
            <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">
              Practical articles from our team on websites, apps, data and AI.
            </p>
            <div className="mt-10">
              <PostGrid posts={loaderData.latest} headingLevel={3} />
            </div>
            <p className="mt-10 text-center">
              <Link
                to={INSIGHTS_PATH}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-200"
              >
                All insights
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </p>
          </Section>
        ) : null}
      </Static>
    </>
  );
}
