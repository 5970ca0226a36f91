import { companyOf, type MetaMatches } from "~/content/company";
import { kpiPage } from "~/features/kpi/content";
import { KpiExtractPage } from "~/features/kpi/kpi-extract-page";
import { absoluteUrl, seo } from "~/content/seo";

const path = "/platform/kpi-extract";

export const meta = ({ matches }: MetaMatches) =>
  seo({
    company: companyOf(matches),
    title: kpiPage.seoTitle,
    description: kpiPage.seoDescription,
    keywords: kpiPage.keywords,
    path,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "SoftwareApplication",
        name: kpiPage.title,
        applicationCategory: "BusinessApplication",
        operatingSystem: "Web browser",
        description: kpiPage.seoDescription,
        url: absoluteUrl(path),
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
          { "@type": "ListItem", position: 2, name: kpiPage.title, item: absoluteUrl(path) },
        ],
      },
    ],
  });

export default function KpiExtract() {
  return <KpiExtractPage />;
}
