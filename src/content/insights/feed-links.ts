import { feedFiles } from "~/shared/feeds";
import type { SiteCompany } from "../../shared/site-company";

// The <link rel="alternate"> tags that announce the three feeds in every page's <head>. Plain data: the
// feed builder itself runs only at build time.

export const feedTitle = (company: SiteCompany) => `${company.name} Insights`;

export const feedLinks = (company: SiteCompany) =>
  feedFiles.map((f) => ({
    rel: "alternate",
    type: f.linkType,
    title: `${feedTitle(company)} (${f.format})`,
    href: f.path,
  }));
