import { breadcrumbJsonLd, homeCrumb } from "~/content/json-ld";
import { seo } from "~/content/seo";

/** Head tags of a content page one level below home: its own copy, and a Home › page breadcrumb. */
export function contentPageMeta(
  page: { title: string; description: string; keywords: readonly string[] },
  path: string,
  crumb: string,
  jsonLd: readonly object[] = [],
) {
  const { title, description, keywords } = page;
  return seo({
    title,
    description,
    keywords,
    path,
    jsonLd: [...jsonLd, breadcrumbJsonLd([homeCrumb, { name: crumb, path }])],
  });
}
