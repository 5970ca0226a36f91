export type ServiceIcon =
  "brain" | "globe" | "smartphone" | "share" | "chart" | "palette" | "megaphone" | "server";

export interface Service {
  key: string;
  title: string;
  summary: string;
  icon: ServiceIcon;
  features: string[];
}

// Cards show the first four features (docs/product.md §2); detail pages may list more.
export const services = {
  ai: {
    key: "ai",
    title: "AI & Data Science",
    summary: "Chatbots, predictive models and data pipelines that turn your data into decisions.",
    icon: "brain",
    features: [
      "AI chatbots for web and WhatsApp",
      "WhatsApp Business & IVR integration",
      "Predictive analytics & forecasting",
      "Computer vision & document AI",
      "Data engineering & dashboards",
    ],
  },
  web: {
    key: "web",
    title: "Website Development",
    summary: "Fast, search-friendly websites and web apps that turn visitors into customers.",
    icon: "globe",
    features: [
      "Responsive, mobile-first design",
      "SEO-ready from day one",
      "E-commerce & payment gateways",
      "Content management you control",
      "Hosting, SSL & maintenance",
    ],
  },
  app: {
    key: "app",
    title: "App Development",
    summary: "Native-quality iOS and Android apps, from first prototype to store launch.",
    icon: "smartphone",
    features: [
      "iOS & Android from one codebase",
      "UI/UX design & prototyping",
      "Secure APIs & cloud back ends",
      "App store publishing",
      "Analytics, crash reporting & updates",
    ],
  },
  social: {
    key: "social",
    title: "Social Media Management",
    summary: "Consistent, on-brand content and campaigns that grow an engaged audience.",
    icon: "share",
    features: [
      "Content calendar & creatives",
      "Instagram, Facebook & LinkedIn",
      "Paid ad campaigns",
      "Community management",
      "Monthly performance reports",
    ],
  },
  kpi: {
    key: "kpi",
    title: "KPI Extract Platform",
    summary: "Pull the numbers that matter out of your spreadsheets and track them on live dashboards.",
    icon: "chart",
    features: [
      "Upload CSV or paste data",
      "Ready-made KPI templates",
      "Targets, trends & alerts",
      "Dashboards your team can share",
      "Data stays in your browser",
    ],
  },
  design: {
    key: "design",
    title: "Graphic Design",
    summary: "Logos, brand identities and marketing creatives that people remember.",
    icon: "palette",
    features: [
      "Logo & brand identity",
      "Brochures & print collateral",
      "Social media creatives",
      "Packaging & signage",
      "Brand guidelines",
    ],
  },
  marketing: {
    key: "marketing",
    title: "Digital Marketing",
    summary: "Search, social and email campaigns measured against the leads they bring in.",
    icon: "megaphone",
    features: [
      "Search engine optimisation",
      "Google & Meta ads",
      "Email & WhatsApp campaigns",
      "Conversion tracking",
      "Local SEO & listings",
    ],
  },
  it: {
    key: "it",
    title: "IT Consulting & Support",
    summary: "Cloud, security and day-to-day IT support so your team can focus on the business.",
    icon: "server",
    features: [
      "Cloud setup & migration",
      "Business email & domains",
      "Security reviews & backups",
      "24/7 support plans",
      "Software licensing advice",
    ],
  },
} satisfies Record<string, Service>;

export interface ServiceCard {
  service: Service;
  to: string;
}

type ServiceKey = keyof typeof services;

// Where a card leads: the service's own page, or the contact form for services without one.
const cardPaths: Partial<Record<ServiceKey, string>> = {
  ai: "/ai",
  web: "/service/web",
  app: "/service/app",
  social: "/social",
  kpi: "/platform/kpi-extract",
};
const cards = (keys: ServiceKey[]): ServiceCard[] =>
  keys.map((key) => ({ service: services[key], to: cardPaths[key] ?? "/contact" }));

/** The five cards of the home page, in the spec's order of links. */
export const homeServiceCards = cards(["ai", "web", "app", "social", "kpi"]);

/** The six cards of /service, linking respectively as docs/product.md §2 says. */
export const overviewServiceCards = cards(["web", "ai", "design", "marketing", "social", "it"]);

export const cardFeatures = (service: Service): string[] => service.features.slice(0, 4);
