import type { AppContext } from "../context";

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
 * The company's details for a mail, from the settings as they are now (`ctx.company`, ADR 0070): read
 * when the mail is made, so a save on the Settings screen shows in the next one.
 */
export function companyDetails(ctx: Pick<AppContext, "company">): CompanyDetails {
  const settings = ctx.company.current();
  const { street, city, region, postalCode, country } = settings.address;
  return {
    name: settings.name,
    email: settings.email,
    phone: settings.phone,
    address: `${street}, ${city}, ${region} ${postalCode}, ${country}`,
    colour: settings.brandColour,
    logoPath: ctx.company.mailLogo(),
  };
}

/** Where mail meant for staff goes: the staff inbox, else the public email. */
export const staffInbox = (ctx: Pick<AppContext, "company">): string => {
  const { staffInbox: inbox, email } = ctx.company.current();
  return inbox ?? email;
};
