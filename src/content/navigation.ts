export interface NavLink {
  label: string;
  to: string;
}
export interface NavGroup {
  label: string;
  items: NavLink[];
}
export type NavEntry = NavLink | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

// Order and labels exactly as SPEC.md §2 lists the sticky navigation.
export const mainNav: NavEntry[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  {
    label: "Services",
    items: [
      { label: "AI & Data Science", to: "/ai" },
      { label: "Website Development", to: "/service/web" },
      { label: "App Development", to: "/service/app" },
      { label: "Social Media Management", to: "/social" },
    ],
  },
  {
    label: "Platform",
    items: [
      { label: "Social Media Management", to: "/social" },
      { label: "KPI Extract", to: "/platform/kpi-extract" },
    ],
  },
  { label: "Pricing", to: "/pricing" },
  { label: "Contact us", to: "/contact" },
  { label: "Demo", to: "/demo" },
];

export const footerQuickLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Services", to: "/service" },
  { label: "Our Vision", to: "/vision" },
  { label: "Pricing", to: "/pricing" },
  { label: "Book a Demo", to: "/demo" },
  { label: "Contact us", to: "/contact" },
  { label: "Terms & Conditions", to: "/terms-and-conditions" },
];

export const footerServices: NavLink[] = [
  { label: "Website Development", to: "/service/web" },
  { label: "App Development", to: "/service/app" },
  { label: "AI & Data Science", to: "/ai" },
  { label: "Social Media Management", to: "/social" },
  { label: "KPI Extract Platform", to: "/platform/kpi-extract" },
];
