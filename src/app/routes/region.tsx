import { Link } from "react-router";
import type { Route } from "./+types/region";
import { PageHero } from "~/components/sections/page-hero";
import { findRegion } from "~/content/regions";
import { seo } from "~/lib/seo";

export const meta = ({ params }: Route.MetaArgs) => {
  const region = findRegion(params.stateSlug);
  if (!region) return [{ title: "404 - State Not Found" }, { name: "robots", content: "noindex" }];
  return seo({ title: region.title, description: region.description, keywords: region.keywords, path: `/${region.slug}` });
};

export default function RegionPage({ params }: Route.ComponentProps) {
  const region = findRegion(params.stateSlug);
  if (!region) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">404 - State Not Found</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-300">We don&apos;t have a page for that region yet.</p>
        <Link to="/" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white">
          Go Back Home
        </Link>
      </div>
    );
  }
  return <PageHero title={region.h1} lead={region.intro} />;
}
