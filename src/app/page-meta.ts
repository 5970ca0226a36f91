import type { SiteCompany } from "~/shared/site-company";
import { breadcrumbJsonLd, homeCrumb } from "~/content/json-ld";
import { seo } from "~/content/seo";

/** Head tags of a content page one level below home: its own copy, and a Home › page breadcrumb. */
export function contentPageMeta(
  company: SiteCompany,
  page: { title: string; description: string; keywords: readonly string[] },
  path: string,
  crumb: string,
  jsonLd: readonly object[] = [],
) {
  const { title, description, keywords } = page;
  return seo({
    company,
    title,
    description,
    keywords,
    path,
    jsonLd: [...jsonLd, breadcrumbJsonLd([homeCrumb, { name: crumb, path }])],
  });
}
