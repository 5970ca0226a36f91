import data from "./data/navigation.json";

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

// Order and labels exactly as docs/product.md §2 lists the sticky navigation (in data/navigation.json).
export const mainNav: NavEntry[] = data.main;
export const footerQuickLinks: NavLink[] = data.footerQuickLinks;
export const footerServices: NavLink[] = data.footerServices;
