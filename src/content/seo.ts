import type { MetaDescriptor } from "react-router";
import { env } from "~/lib/env";
import type { SiteCompany } from "../shared/site-company";
import { withCompany } from "./company";

export const defaultTitle = (company: SiteCompany) => `${company.name} | Software, Web, App & AI Development`;
export const defaultDescription =
  "Websites, mobile apps, AI and data science, social media management and a KPI extraction platform for growing businesses.";

export interface SeoInput {
  /** The company the page belongs to (`companyOf(matches)` in a route's meta). */
  company: SiteCompany;
  /** The page title; `{company}` is replaced by the company's name. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** Path of the canonical URL, e.g. "/pricing". */
  path: string;
  /** Extra JSON-LD objects for this page (Organization is always added). */
  jsonLd?: readonly object[];
  noindex?: boolean;
  /** Path of this page's Open Graph image (default the site's /og-image.png). */
  image?: string;
  /** Open Graph type: "article" for posts. */
  ogType?: "website" | "article";
}

export const absoluteUrl = (path: string) => `${env.siteUrl}${path === "/" ? "/" : path}`;

export const organizationJsonLd = (company: SiteCompany) => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: company.legalName,
  url: absoluteUrl("/"),
  logo: company.logoUrl?.startsWith("/")
    ? absoluteUrl(company.logoUrl)
    : (company.logoUrl ?? absoluteUrl("/logo.svg")),
  email: company.email,
  telephone: company.phone,
  foundingDate: String(company.founded),
  address: {
    "@type": "PostalAddress",
    streetAddress: company.address.street,
    addressLocality: company.address.city,
    addressRegion: company.address.region,
    postalCode: company.address.postalCode,
    addressCountry: "IN",
  },
  sameAs: company.social.map((s) => s.href),
});

/** Builds the route `meta` descriptors: title, description, keywords, canonical, Open Graph, Twitter, JSON-LD. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const { company } = input;
  const title = input.title ? withCompany(input.title, company) : defaultTitle(company);
  const description = withCompany(input.description ?? defaultDescription, company);
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? "/og-image.png");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  for (const data of [organizationJsonLd(company), ...(input.jsonLd ?? [])])
    tags.push({ "script:ld+json": data });
  return tags;
}
