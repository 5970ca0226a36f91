import { brandScale } from "~/shared/brand-colours";
import { company } from "~/shared/company";

/** The company as visitor mails and calendars present it. */
export interface CompanyDetails {
  name: string;
  email: string;
  phone: string;
  /** One line: street, city, region, postal code, country. */
  address: string;
  /** The brand colour of the header bar and buttons (the site's `brand-600`). */
  colour: string;
  /** The logo's path under the site's origin; without one, mails show the name as a text logo. */
  logoPath?: string;
}

/**
 * The one reader of the company's details on the server: the site's own record today, so the pages and
 * the mails agree. A company-settings store replaces the source here and nowhere else.
 */
export function companyDetails(): CompanyDetails {
  const { street, city, region, postalCode, country } = company.address;
  return {
    name: company.name,
    email: company.email,
    phone: company.phone,
    address: `${street}, ${city}, ${region} ${postalCode}, ${country}`,
    colour: brandScale[600],
    logoPath: company.mailLogo,
  };
}
