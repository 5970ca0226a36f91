import { createContext, useContext } from "react";
import { defaultCompanySettings, type SiteCompany, siteCompanyFrom } from "../shared/site-company";

// The company as pages show it comes from the root route's data (docs/decisions/0072): the build gives
// the first-run values, and a published site the owner's settings. Pages never import the values.

/** The company at build time, before any published settings. */
export const buildTimeCompany: SiteCompany = siteCompanyFrom(defaultCompanySettings, null);

/** The company a loader renders with: the published settings in its load context, else the build's. */
export const loadedCompany = (context: unknown): SiteCompany =>
  (context as { company?: SiteCompany } | undefined)?.company ?? buildTimeCompany;

interface RootData {
  company?: SiteCompany;
}

/** The company the root route loaded, which the root provides to every page. */
export const CompanyContext = createContext<SiteCompany>(buildTimeCompany);

export const useCompany = (): SiteCompany => useContext(CompanyContext);

/** What a route's `meta` receives that names the company: its matches. */
export interface MetaMatches {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** The company for a route's `meta`, from its matches. */
export function companyOf(matches: MetaMatches["matches"]): SiteCompany {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  return root?.company ?? buildTimeCompany;
}

/** A text with the company's name where it says `{company}`. */
export const withCompany = (text: string, company: SiteCompany) => text.replaceAll("{company}", company.name);
