// The fixed list of Insights categories. Plain data, so pages can show names without loading the schema
// (zod stays off public first loads). The front matter names a category by its slug.

export const categories = [
  { slug: "web-and-apps", name: "Web and apps" },
  { slug: "data-and-kpis", name: "Data and KPIs" },
  { slug: "customer-service", name: "Customer service" },
  { slug: "ai", name: "AI" },
  { slug: "local-seo", name: "Local SEO" },
  { slug: "how-we-work", name: "How we work" },
] as const;

export type Category = (typeof categories)[number];
export type CategorySlug = Category["slug"];

export const categorySlugs = categories.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

export const findCategory = (slug: string | undefined): Category | undefined =>
  categories.find((c) => c.slug === slug);

/** "Local SEO" -> "local-seo": the URL form of a tag. */
export const tagSlug = (tag: string) =>
  tag
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
