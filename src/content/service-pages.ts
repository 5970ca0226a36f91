import data from "./data/service-pages.json";
import { figureList, type Figure } from "./figures";
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

type PageData = Omit<ServicePage, "service" | "stats"> & { service: string; stats: string[] };

// The texts live in data/service-pages.json; figures and services are named there by key.
const page = (d: PageData): ServicePage => ({
  ...d,
  service: services[d.service as keyof typeof services],
  stats: figureList(d.stats),
});

export const webPage = page(data.web);
export const appPage = page(data.app);
export const socialPage = page(data.social);
export const aiPage = page(data.ai);
export const servicesOverview = { ...data.overview, stats: figureList(data.overview.stats) };
