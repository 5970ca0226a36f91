import { figures, type Figure } from "./figures";
import { services, type Service } from "./services";

export interface Blurb {
  title: string;
  text: string;
}

export interface ServicePage {
  service: Service;
  /** Canonical path. */
  path: string;
  title: string;
  description: string;
  keywords: string[];
  /** schema.org serviceType. */
  serviceType: string;
  heroTitle: string;
  heroText: string;
  offersHeading: string;
  offers: Blurb[];
  processHeading: string;
  process: Blurb[];
  stats: Figure[];
  whyHeading: string;
  why: string[];
  ctaHeading: string;
  ctaText: string;
}

export const webPage: ServicePage = {
  service: services.web,
  path: "/service/web",
  title: "Website Development Services | Fast, SEO-Ready Websites | Company",
  description:
    "Custom website development: responsive, SEO-ready business websites, e-commerce stores and web apps with hosting, SSL and maintenance.",
  keywords: [
    "website development",
    "web design company",
    "ecommerce website",
    "responsive website",
    "SEO friendly website",
  ],
  serviceType: "Website development",
  heroTitle: "Website Development",
  heroText:
    "Fast, search-friendly websites and web applications that turn visitors into customers — designed for phones first and built to grow with your business.",
  offersHeading: "What we build",
  offers: [
    {
      title: "Business websites",
      text: "Clear, fast sites that explain what you do and make it easy to get in touch.",
    },
    {
      title: "E-commerce stores",
      text: "Catalogues, carts and payment gateways with order and stock management.",
    },
    {
      title: "Web applications",
      text: "Portals, dashboards and booking systems tailored to the way you work.",
    },
    {
      title: "Landing pages",
      text: "Campaign pages built to convert, with analytics and A/B testing ready.",
    },
    { title: "Content management", text: "Edit text, images and blog posts yourself, no developer needed." },
    {
      title: "Hosting & maintenance",
      text: "SSL, backups, updates and monitoring so the site stays up and safe.",
    },
  ],
  processHeading: "How we build your website",
  process: [
    { title: "Discovery", text: "We learn your business, your customers and what the site must achieve." },
    { title: "Design", text: "Wireframes and visual designs you approve before any code is written." },
    { title: "Development", text: "We build, optimise for speed and SEO, and test on real devices." },
    { title: "Launch & care", text: "We go live, submit the site to search engines and keep it maintained." },
  ],
  stats: [figures.websites, figures.satisfaction, figures.uptime, figures.support],
  whyHeading: "Why our websites perform",
  why: [
    "Pages that load in about a second on a mid-range phone",
    "Accessible markup that search engines and screen readers understand",
    "Structured data, sitemaps and clean URLs from day one",
    "You own the code, the content and the domain",
  ],
  ctaHeading: "Ready for a website that works as hard as you do?",
  ctaText: "Tell us about your project and get a fixed quote within two working days.",
};

export const appPage: ServicePage = {
  service: services.app,
  path: "/service/app",
  title: "Mobile App Development | iOS & Android Apps | Company",
  description:
    "iOS and Android app development from one codebase: UI/UX design, prototyping, secure back ends, testing and app store launch.",
  keywords: [
    "app development",
    "mobile app development company",
    "iOS app",
    "Android app",
    "cross-platform app",
  ],
  serviceType: "Mobile application development",
  heroTitle: "App Development",
  heroText:
    "Native-quality iOS and Android apps, from first prototype to store launch — designed around your users and built to scale.",
  offersHeading: "Apps we develop",
  offers: [
    {
      title: "Cross-platform apps",
      text: "One codebase for iOS and Android that looks and feels native on both.",
    },
    {
      title: "UI/UX design",
      text: "User research, flows and clickable prototypes before development starts.",
    },
    {
      title: "Back ends & APIs",
      text: "Secure cloud APIs, authentication, payments and push notifications.",
    },
    {
      title: "E-commerce & booking apps",
      text: "Ordering, scheduling and loyalty apps that bring customers back.",
    },
    {
      title: "Enterprise apps",
      text: "Field-force, inventory and approval apps that connect to your systems.",
    },
    {
      title: "Maintenance & growth",
      text: "OS updates, crash monitoring, analytics and new features after launch.",
    },
  ],
  processHeading: "Our 4-step workflow",
  process: [
    {
      title: "Discovery & Planning",
      text: "We define goals, users and features, and agree a scope, timeline and fixed price.",
    },
    {
      title: "Design & Prototyping",
      text: "Wireframes, visual design and a clickable prototype you can test with real users.",
    },
    {
      title: "Development",
      text: "Agile sprints with a working build every two weeks, so you see progress as it happens.",
    },
    {
      title: "Testing & Launch",
      text: "Device testing, store submission and a monitored launch, followed by ongoing support.",
    },
  ],
  stats: [figures.apps, figures.rating, figures.downloads, figures.satisfaction],
  whyHeading: "Why build your app with us",
  why: [
    "One team from idea to app store, no hand-offs",
    "Prototypes tested with users before code is written",
    "Security reviews and performance budgets on every release",
    "Transparent sprints with a demo every two weeks",
  ],
  ctaHeading: "Have an app idea?",
  ctaText: "Share it with us and we will map the first version, its timeline and its cost.",
};

export const socialPage: ServicePage = {
  service: services.social,
  path: "/social",
  title: "Social Media Management Services | Content & Ads | Company",
  description:
    "Social media management for Instagram, Facebook and LinkedIn: content calendars, creatives, paid campaigns, community management and monthly reports.",
  keywords: [
    "social media management",
    "social media marketing",
    "Instagram marketing",
    "Facebook ads",
    "LinkedIn marketing",
  ],
  serviceType: "Social media management",
  heroTitle: "Social Media Management",
  heroText:
    "Consistent, on-brand content and campaigns that grow an engaged audience — planned, created, posted and measured for you.",
  offersHeading: "What we manage for you",
  offers: [
    {
      title: "Strategy & calendar",
      text: "A monthly plan of themes, posts and campaigns aligned with your goals.",
    },
    {
      title: "Creatives & reels",
      text: "Graphics, carousels and short videos designed in your brand style.",
    },
    { title: "Paid campaigns", text: "Targeted Meta and LinkedIn ads with budgets that follow results." },
    {
      title: "Community management",
      text: "Replies to comments and messages so no customer is left waiting.",
    },
    { title: "Influencer collaborations", text: "Finding and briefing creators who speak to your audience." },
    { title: "Reports & insights", text: "Monthly reports on reach, engagement and leads, with next steps." },
  ],
  processHeading: "How we grow your audience",
  process: [
    { title: "Audit", text: "We review your profiles, competitors and audience to find quick wins." },
    { title: "Plan", text: "A content calendar and campaign plan you approve each month." },
    { title: "Create & publish", text: "We design, write and schedule every post at the right time." },
    { title: "Measure & improve", text: "We track what works and put more effort into it next month." },
  ],
  stats: [figures.clients, figures.projects, figures.satisfaction, figures.support],
  whyHeading: "Why brands choose us",
  why: [
    "A dedicated social media manager who knows your brand",
    "Designers and copywriters in one team",
    "Ad spend tied to leads and sales, not vanity metrics",
    "Clear monthly reports in plain language",
  ],
  ctaHeading: "Let's grow your audience",
  ctaText: "Get a free audit of your social profiles and a plan for the next three months.",
};

export const aiPage: ServicePage = {
  service: services.ai,
  path: "/ai",
  title: "AI & Data Science Services | Chatbots, WhatsApp & IVR | Company",
  description:
    "AI and data science services: AI chatbots, WhatsApp Business and IVR integration, predictive analytics, machine learning models and data dashboards.",
  keywords: [
    "AI development",
    "AI chatbot",
    "WhatsApp chatbot",
    "IVR integration",
    "data science services",
    "machine learning",
  ],
  serviceType: "Artificial intelligence and data science",
  heroTitle: "AI & Data Science",
  heroText:
    "Chatbots, predictive models and data pipelines that turn your data into decisions — and your customer conversations into sales.",
  offersHeading: "Our AI & data science solutions",
  offers: [
    {
      title: "AI chatbots",
      text: "Chatbots for your website and apps that answer questions, qualify leads and book appointments.",
    },
    {
      title: "WhatsApp integration",
      text: "WhatsApp Business API chatbots, broadcast campaigns and order updates connected to your systems.",
    },
    {
      title: "IVR integration",
      text: "Voice menus and call routing with speech recognition, linked to your CRM and chatbot.",
    },
    {
      title: "Predictive analytics",
      text: "Demand forecasts, churn prediction and lead scoring from your own data.",
    },
    {
      title: "Machine learning models",
      text: "Custom models for classification, recommendation and computer vision.",
    },
    {
      title: "Data engineering & dashboards",
      text: "Pipelines that clean and combine data, and dashboards that explain it.",
    },
  ],
  processHeading: "From data to deployed model",
  process: [
    { title: "Assess", text: "We review your data and agree the business metric a model must improve." },
    { title: "Prototype", text: "A working proof of concept measured against a simple baseline." },
    { title: "Deploy", text: "Production pipelines, APIs and integrations with your channels." },
    { title: "Monitor", text: "Accuracy tracking and retraining so results hold up over time." },
  ],
  stats: [figures.accuracy, figures.aiModels, figures.uptime, figures.support],
  whyHeading: "Why work with our AI team",
  why: [
    "Every model measured against a baseline before it ships",
    "Chatbots that hand over to a person when they should",
    "Your data stays in your cloud account",
    "Documentation and notebooks your team can keep using",
  ],
  ctaHeading: "Put your data to work",
  ctaText: "Book a free consultation and see what a chatbot or model could do for your business.",
};

/** The /service overview page. */
export const servicesOverview = {
  title: "Our Services | Web, App, AI, Design & Marketing | Company",
  description:
    "Website development, AI and data science, graphic design, digital marketing, social media management and IT support from one team.",
  keywords: [
    "IT services",
    "software development services",
    "web development",
    "AI services",
    "digital marketing",
  ],
  heroTitle: "Our Services",
  heroText:
    "Everything a growing business needs to win online — from the first website to AI that answers your customers.",
  stats: [figures.clients, figures.projects, figures.team, figures.support],
  processHeading: "Our Process",
  process: [
    { title: "Discovery", text: "We listen: your goals, customers, competitors and constraints." },
    { title: "Planning", text: "A clear scope, timeline and fixed price you sign off before work starts." },
    { title: "Development", text: "Design and build in short cycles, with a demo at every step." },
    { title: "Launch", text: "Go-live, training and round-the-clock support after launch." },
  ] satisfies Blurb[],
  testimonials: [
    {
      quote:
        "They handled our website, social media and WhatsApp bot. One team, one invoice, and everything talks to each other.",
      name: "Owner, furniture showroom",
      role: "Jamshedpur",
    },
    {
      quote:
        "Our sales team finally has a dashboard they trust. The data work paid for itself in the first quarter.",
      name: "Sales director, FMCG distributor",
      role: "Patna",
    },
  ],
  ctaHeading: "Not sure where to start?",
  ctaText:
    "Tell us what you want to achieve and we will suggest the right mix of services — or compare our website plans.",
};
