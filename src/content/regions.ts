export interface Region {
  slug: string;
  name: string;
  title: string;
  description: string;
  h1: string;
  keywords: string[];
  intro: string;
}

// Full regional copy is owned by the public-pages work; the lookup rules live here.
export const regions: Region[] = [
  {
    slug: "jharkhand",
    name: "Jharkhand",
    title: "Software Development Company in Jharkhand | Web, App & AI",
    description:
      "Websites, mobile apps and AI solutions for businesses across Jharkhand, from Ranchi to Jamshedpur and Dhanbad.",
    h1: "Software Development Company in Jharkhand",
    keywords: ["software company Jharkhand", "web development Ranchi", "app development Jamshedpur"],
    intro: "We build websites, apps and data tools for Jharkhand's manufacturers, traders and institutions.",
  },
  {
    slug: "kolkata",
    name: "Kolkata",
    title: "Web & App Development Company in Kolkata | AI Solutions",
    description:
      "Custom websites, mobile apps and AI-driven tools for Kolkata's retailers, exporters and service firms.",
    h1: "Web & App Development Company in Kolkata",
    keywords: ["web development Kolkata", "app development Kolkata", "software company Kolkata"],
    intro: "From Salt Lake to Park Street, we help Kolkata businesses win customers online.",
  },
  {
    slug: "bangalore",
    name: "Bangalore",
    title: "AI & Software Development Partner in Bangalore",
    description:
      "Product engineering, AI/ML and data science for Bangalore start-ups and enterprises, delivered fast.",
    h1: "AI & Software Development Partner in Bangalore",
    keywords: ["AI development Bangalore", "software development Bangalore", "data science Bangalore"],
    intro: "We give Bangalore's start-ups and scale-ups a senior engineering team on demand.",
  },
  {
    slug: "bihar",
    name: "Bihar",
    title: "Website & App Development Company in Bihar",
    description:
      "Affordable websites, mobile apps and digital marketing for businesses and institutions across Bihar.",
    h1: "Website & App Development Company in Bihar",
    keywords: ["website development Bihar", "app development Patna", "digital marketing Bihar"],
    intro: "We help businesses in Patna, Gaya and Muzaffarpur reach customers across the state and beyond.",
  },
];

export function findRegion(slug: string | undefined): Region | undefined {
  if (!slug) return undefined;
  const key = slug.toLowerCase();
  return regions.find((r) => r.slug === key);
}
