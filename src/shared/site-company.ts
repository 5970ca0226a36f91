import type { CompanySettings } from "~/contract/company-settings";
import { type BrandPalette, brandScale, derivePalette } from "./brand-colours";
import { company } from "./company";

/** The company as the public pages show it: the owner's settings with the links and shades they imply. */
export interface SiteCompany {
  name: string;
  legalName: string;
  tagline: string;
  founded: number;
  /** "+91 98310 12345". */
  phone: string;
  phoneHref: string;
  email: string;
  address: CompanySettings["address"];
  mapQuery: string;
  social: CompanySettings["social"];
  /** The WhatsApp chat link. */
  chatHref: string;
  gstNote: CompanySettings["gstNote"];
  /** The uploaded logo's address (PNG), or null for the drawn mark. */
  logoUrl: string | null;
  palette: BrandPalette;
}

const digits = (phone: string) => phone.replace(/\D/g, "");

/** The generic first-run values (docs/product.md §12), as settings. */
export const defaultCompanySettings: CompanySettings = {
  name: company.name,
  legalName: company.legalName,
  tagline: company.tagline,
  logoMediaId: null,
  brandColour: brandScale[600],
  phone: company.phone,
  whatsapp: company.phone,
  email: company.email,
  staffInbox: null,
  address: { ...company.address },
  mapQuery: company.mapQuery,
  social: company.social.map((s) => ({ ...s })),
  foundedYear: company.founded,
  timeZone: "Asia/Kolkata",
  gstNote: "plus",
};

/** What the pages need from the settings. */
export function siteCompanyFrom(settings: CompanySettings, logoUrl: string | null): SiteCompany {
  return {
    name: settings.name,
    legalName: settings.legalName,
    tagline: settings.tagline,
    founded: settings.foundedYear,
    phone: settings.phone,
    phoneHref: `tel:+${digits(settings.phone)}`,
    email: settings.email,
    address: settings.address,
    mapQuery: settings.mapQuery,
    social: settings.social,
    chatHref: `https://wa.me/${digits(settings.whatsapp)}`,
    gstNote: settings.gstNote,
    logoUrl,
    palette: derivePalette(settings.brandColour),
  };
}

/** The brand shades as CSS custom properties, which the `brand-*` utilities read. */
export const paletteCss = (palette: BrandPalette) =>
  `:root{${Object.entries(palette)
    .map(([shade, value]) => `--brand-${shade}:${value}`)
    .join(";")}}`;
