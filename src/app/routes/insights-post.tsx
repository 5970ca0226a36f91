// /insights/:slug, prerendered. The loader (build time only) hands this page its own post and the cards it
// links to; the route module itself holds no post, so no page's JavaScript carries other articles.
import { data, Link } from "react-router";
import type { Route } from "./+types/insights-post";
import NotFound from "./not-found";
import { PostGrid } from "~/components/insights/post-card";
import { ShareRow } from "~/components/insights/share-row";
import { Static } from "~/components/static/static-markup";
import { TagList } from "~/components/insights/tag-list";
import { about } from "~/content/about";
import { findPost, prevNext, related } from "~/content/insights/posts";
import { formatDay, summary } from "~/content/insights/post-list";
import { breadcrumbJsonLd, homeCrumb } from "~/content/json-ld";
import { absoluteUrl, seo } from "~/content/seo";
import { companyOf, type MetaMatches } from "~/content/company";
import { categoryPath, INSIGHTS_PATH, insightOgImagePath, insightPath } from "~/content/site-map";

/** A table of contents is worth it from three sections on. */
const TOC_MIN_SECTIONS = 3;

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const { newer, older } = prevNext(post);
  const { text: _text, file: _file, ...shown } = post;
  const member = about.team.find((m) => m.name === post.author);
  return {
    post: shown,
    authorRole: member?.role ?? "",
    related: related(post).map(summary),
    newer: newer && { slug: newer.slug, title: newer.title },
    older: older && { slug: older.slug, title: older.title },
  };
}

// Passes through to the prerendered data. For an unknown slug (the SPA fallback, no data in the page) it
// fetches the missing .data file, whose 404 shows the site's Page Not Found.
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();

export const meta = ({ data: d, matches }: Pick<Route.MetaArgs, "data"> & MetaMatches) => {
  const company = companyOf(matches);
  if (!d) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  const { post } = d;
  const path = insightPath(post.slug);
  const image = insightOgImagePath(post.slug);
  const blogPosting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    datePublished: post.publishDate,
    dateModified: post.updateDate ?? post.publishDate,
    author: { "@type": "Person", name: post.author, jobTitle: d.authorRole },
    publisher: { "@type": "Organization", name: company.legalName, logo: absoluteUrl("/logo.svg") },
    image: [absoluteUrl(image), ...(post.cover ? [absoluteUrl(post.cover.src)] : [])],
    articleSection: post.categoryInfo.name,
    keywords: post.tags.join(", "),
  };
  return [
    ...seo({
      company,
      title: `${post.title} | Insights`,
      description: post.description,
      keywords: post.tags,
      path,
      image,
      ogType: "article",
      jsonLd: [
        blogPosting,
        breadcrumbJsonLd([
          homeCrumb,
          { name: "Insights", path: INSIGHTS_PATH },
          { name: post.categoryInfo.name, path: categoryPath(post.category) },
          { name: post.title, path },
        ]),
      ],
    }),
    { property: "article:published_time", content: post.publishDate },
    ...(post.updateDate ? [{ property: "article:modified_time", content: post.updateDate }] : []),
  ];
};

export default function InsightPost({ loaderData: d }: Route.ComponentProps) {
  // An unknown slug gets the SPA fallback with status 404: no prerendered data to show.
  if (!d) return <NotFound />;
  const { post } = d;
  const sections = post.headings.filter((h) => h.depth === 2);
  const url = absoluteUrl(insightPath(post.slug));
  return (
    <article>
      {/* Only the share row needs React (copy link); the rest is kept as prerendered (decision 41). */}
      <Static>
        <header className="bg-gradient-to-br from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
          <div className="mx-auto max-w-3xl px-4 py-14 sm:py-16">
            <nav aria-label="Breadcrumb" className="text-sm">
              <ol className="flex flex-wrap gap-1 text-slate-600 dark:text-slate-300">
                <li>
                  <Link to={INSIGHTS_PATH} className="hover:underline">
                    Insights
                  </Link>
                  <span aria-hidden="true"> /</span>
                </li>
                <li>
                  <Link
                    to={categoryPath(post.category)}
                    className="font-semibold text-brand-700 hover:underline dark:text-brand-200"
                  >
                    {post.categoryInfo.name}
                  </Link>
                </li>
              </ol>
            </nav>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{post.title}</h1>
            <p className="mt-5 text-lg text-slate-600 dark:text-slate-300">{post.description}</p>
            <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
              By <span className="font-semibold">{post.author}</span>, {d.authorRole}
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              Published <time dateTime={post.publishDate}>{formatDay(post.publishDate)}</time>
              {post.updateDate ? (
                <>
                  <span aria-hidden="true"> · </span>Updated{" "}
                  <time dateTime={post.updateDate}>{formatDay(post.updateDate)}</time>
                </>
              ) : null}
              <span aria-hidden="true"> · </span>
              {post.readingMinutes} min read
            </p>
          </div>
        </header>
      </Static>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Static>
          {post.cover ? (
            <picture>
              <source
                type="image/avif"
                srcSet={post.cover.srcset.avif}
                sizes="(min-width: 768px) 768px, 100vw"
              />
              <source
                type="image/webp"
                srcSet={post.cover.srcset.webp}
                sizes="(min-width: 768px) 768px, 100vw"
              />
              <img
                src={post.cover.src}
                alt={post.cover.alt}
                width={post.cover.width}
                height={post.cover.height}
                fetchPriority="high"
                className="mb-10 h-auto w-full rounded-2xl"
              />
            </picture>
          ) : null}
          {sections.length >= TOC_MIN_SECTIONS ? (
            <nav
              aria-labelledby="toc-heading"
              className="mb-10 rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 id="toc-heading" className="text-lg font-bold">
                In this article
              </h2>
              <ol className="mt-3 list-decimal space-y-1 pl-5">
                {sections.map((h) => (
                  <li key={h.id}>
                    <a href={`#${h.id}`} className="text-brand-700 hover:underline dark:text-brand-200">
                      {h.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div className="prose-post" dangerouslySetInnerHTML={{ __html: post.html }} />
          <div className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800">
            <TagList tags={post.tagLinks} label="Tags" />
          </div>
        </Static>
        <ShareRow url={url} title={post.title} />
        <Static>
          {d.newer || d.older ? (
            <nav aria-label="More articles" className="mt-8 grid gap-4 sm:grid-cols-2">
              {d.older ? <NeighbourLink post={d.older} rel="prev" label="Older article" /> : <span />}
              {d.newer ? <NeighbourLink post={d.newer} rel="next" label="Newer article" /> : null}
            </nav>
          ) : null}
        </Static>
      </div>
      <Static>
        {d.related.length ? (
          <section aria-labelledby="related-heading" className="bg-slate-50 dark:bg-slate-900/60">
            <div className="mx-auto max-w-7xl px-4 py-16">
              <h2 id="related-heading" className="text-center text-3xl font-bold">
                Related articles
              </h2>
              <div className="mt-10">
                <PostGrid posts={d.related} headingLevel={3} />
              </div>
            </div>
          </section>
        ) : null}
      </Static>
    </article>
  );
}

/** A link to the article before or after this one, named by its title. */
function NeighbourLink({
  post,
  rel,
  label,
}: {
  post: { slug: string; title: string };
  rel: "prev" | "next";
  label: string;
}) {
  return (
    <Link
      to={insightPath(post.slug)}
      rel={rel}
      className={`rounded-2xl border border-slate-200 p-4 hover:border-brand-600 dark:border-slate-800${rel === "next" ? " text-right" : ""}`}
    >
      <span className="block text-sm text-slate-600 dark:text-slate-300">{label}</span>
      <span className="font-semibold">{post.title}</span>
    </Link>
  );
}
