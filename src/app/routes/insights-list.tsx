import { companyOf, type MetaMatches } from "~/content/company";
// /insights, its category and tag archives, and their pages (6 posts a page). The loader runs at build time
// only (prerendered); a page carries the cards it shows, never an article body.
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/insights-list";
import NotFound from "./not-found";
import { Pagination } from "~/components/insights/pagination";
import { PostGrid } from "~/components/insights/post-card";
import { TagList } from "~/components/insights/tag-list";
import { Static } from "~/components/static/static-markup";
import { PageHero } from "~/components/sections/page-hero";
import { categories, findCategory } from "~/content/insights/categories";
import { allTags, byCategory, byTag, posts } from "~/content/insights/posts";
import { pageCount, pageOf, summary } from "~/content/insights/post-list";
import { breadcrumbJsonLd, homeCrumb, type Crumb } from "~/content/json-ld";
import { seo } from "~/content/seo";
import { InsightsSearch } from "~/features/insights/search/insights-search";
import { categoryPath, INSIGHTS_PATH, pagedPath, tagPath } from "~/content/site-map";

const insightsCrumb: Crumb = { name: "Insights", path: INSIGHTS_PATH };

export function loader({ params }: Route.LoaderArgs) {
  const page = params.page === undefined ? 1 : Number(params.page);
  const category = params.category === undefined ? undefined : findCategory(params.category);
  const tag = params.tag === undefined ? undefined : allTags().find((t) => t.slug === params.tag);
  if ((params.category !== undefined && !category) || (params.tag !== undefined && !tag))
    throw data(null, { status: 404 });
  const list = category ? byCategory(category.slug) : tag ? byTag(tag.slug) : posts;
  const shown = pageOf(list, page);
  if (!shown || (page > 1 && params.page === "1")) throw data(null, { status: 404 });
  const base = category ? categoryPath(category.slug) : tag ? tagPath(tag.slug) : INSIGHTS_PATH;
  const heading = category ? category.name : tag ? `Posts tagged “${tag.name}”` : "Insights";
  return {
    kind: category ? "category" : tag ? "tag" : "all",
    heading,
    base,
    page,
    pageCount: pageCount(list.length),
    total: list.length,
    posts: shown.map(summary),
    categories: categories
      .map((c) => ({ ...c, count: byCategory(c.slug).length }))
      .filter((c) => c.count > 0),
    tags: allTags(),
    current: category?.slug ?? tag?.slug,
    label: category?.name ?? tag?.name ?? "Insights",
  } as const;
}

// Passes through to the prerendered data. Its presence lets the later-page child routes go unbuilt while a
// listing is short (React Router checks that no route under a loader-only parent is left unprerendered).
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();

const intro = {
  all: "Practical articles on websites, apps, data, customer service and AI for growing businesses: what to ask for, what it costs and how to tell if it works.",
  category: "Articles in this category, newest first.",
  tag: "Articles with this tag, newest first.",
};

export const meta = ({ data: d, matches }: Pick<Route.MetaArgs, "data"> & MetaMatches) => {
  if (!d) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  const path = pagedPath(d.base, d.page);
  const pageNote = d.page > 1 ? ` (page ${d.page} of ${d.pageCount})` : "";
  const title =
    d.kind === "all"
      ? `Insights${pageNote} | Articles on Web, Apps, Data and AI`
      : `${d.heading}${pageNote} | Insights`;
  const description =
    d.kind === "all"
      ? `${intro.all}${pageNote}`
      : `${d.total} article${d.total === 1 ? "" : "s"} ${d.kind === "tag" ? `tagged “${d.label}”` : `on ${d.heading}`} from our team${pageNote}: practical advice for growing businesses.`;
  const trail: Crumb[] = [homeCrumb, insightsCrumb];
  if (d.kind !== "all") trail.push({ name: d.heading, path: d.base });
  if (d.page > 1) trail.push({ name: `Page ${d.page}`, path });
  return seo({
    company: companyOf(matches),
    title,
    description,
    path,
    noindex: d.kind === "tag",
    jsonLd: [breadcrumbJsonLd(trail)],
  });
};

export default function InsightsList({ loaderData: d }: Route.ComponentProps) {
  // A page past the last gets the SPA fallback with status 404: no prerendered data to show.
  const { pathname } = useLocation();
  if (!d) return <NotFound />;
  const chip = "inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-semibold";
  // Only the search box needs React; the rest is kept as prerendered (decision 41). Keyed by path: the
  // next listing page reached in the app is new markup, which renders.
  return (
    <>
      <Static key={`hero${pathname}`}>
        <PageHero title={d.page > 1 ? `${d.heading}: page ${d.page}` : d.heading} lead={intro[d.kind]} />
      </Static>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="mb-8 flex justify-center">
          <InsightsSearch />
        </div>
        <Static key={`list${pathname}`}>
          <nav aria-label="Categories">
            <ul className="flex flex-wrap justify-center gap-2">
              <li>
                <Link
                  to={INSIGHTS_PATH}
                  aria-current={d.kind === "all" ? "page" : undefined}
                  className={`${chip} ${d.kind === "all" ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"}`}
                >
                  All posts
                </Link>
              </li>
              {d.categories.map((c) => {
                const active = d.kind === "category" && d.current === c.slug;
                return (
                  <li key={c.slug}>
                    <Link
                      to={categoryPath(c.slug)}
                      aria-current={active ? "page" : undefined}
                      className={`${chip} ${active ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"}`}
                    >
                      {c.name} <span className="sr-only">({c.count} posts)</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-10">
            {d.posts.length ? (
              <PostGrid posts={d.posts} />
            ) : (
              <p className="text-center text-lg text-slate-600 dark:text-slate-300">
                There are no articles here yet. Have a question about your project?{" "}
                <Link to="/contact" className="font-semibold text-brand-700 underline dark:text-brand-200">
                  Ask us directly
                </Link>
                .
              </p>
            )}
          </div>
          <Pagination base={d.base} page={d.page} count={d.pageCount} />
          {d.tags.length ? (
            <section aria-labelledby="insights-tags-heading" className="mt-16">
              <h2 id="insights-tags-heading" className="text-center text-2xl font-bold">
                Browse by tag
              </h2>
              <div className="mt-6 flex justify-center">
                <TagList tags={d.tags} label="All tags" />
              </div>
            </section>
          ) : null}
        </Static>
      </div>
    </>
  );
}
