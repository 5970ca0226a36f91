import type { SiteCompany } from "../shared/site-company";
import { absoluteUrl } from "./seo";

// schema.org objects for route `meta` (passed to seo({ jsonLd })). Organization is added by seo() itself.

export interface Crumb {
  name: string;
  path: string;
}

export const homeCrumb: Crumb = { name: "Home", path: "/" };
export const servicesCrumb: Crumb = { name: "Services", path: "/service" };

export function breadcrumbJsonLd(trail: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

export function serviceJsonLd(input: {
  company: SiteCompany;
  name: string;
  description: string;
  path: string;
  serviceType: string;
  offers?: readonly string[];
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url: absoluteUrl(input.path),
    areaServed: { "@type": "Country", name: "India" },
    provider: { "@type": "Organization", name: input.company.legalName, url: absoluteUrl("/") },
    ...(input.offers?.length
      ? {
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: input.name,
            itemListElement: input.offers.map((o) => ({
              "@type": "Offer",
              itemOffered: { "@type": "Service", name: o },
            })),
          },
        }
      : {}),
  };
}

export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
