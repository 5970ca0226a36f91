import { feedFiles } from "~/shared/feeds";
import { company } from "../company";

// The <link rel="alternate"> tags that announce the three feeds in every page's <head>. Plain data: the
// feed builder itself runs only at build time.

export const feedTitle = `${company.name} Insights`;

export const feedLinks = () =>
  feedFiles.map((f) => ({
    rel: "alternate",
    type: f.linkType,
    title: `${feedTitle} (${f.format})`,
    href: f.path,
  }));
