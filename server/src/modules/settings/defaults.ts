import type { CompanySettings } from "~/contract/company-settings";
import { company } from "~/shared/company";
import { defaultCompanySettings } from "~/shared/site-company";
import type { Config } from "../../config";

// The server's one reader of the generic defaults (src/shared/company.ts, through the site's
// `defaultCompanySettings`): everything else asks `ctx.company`, which falls back to these.

/**
 * The settings until an owner saves the Settings screen: the environment's COMPANY_* and STAFF_INBOX
 * where given (checked at start by config.ts), the generic values elsewhere.
 */
export function firstRunSettings(config: Pick<Config, "company">): CompanySettings {
  const env = config.company;
  return {
    ...defaultCompanySettings,
    name: env.name ?? defaultCompanySettings.name,
    legalName: env.legalName ?? defaultCompanySettings.legalName,
    email: env.email ?? defaultCompanySettings.email,
    phone: env.phone ?? defaultCompanySettings.phone,
    whatsapp: env.whatsapp ?? defaultCompanySettings.whatsapp,
    brandColour: env.brandColour ?? defaultCompanySettings.brandColour,
    staffInbox: env.staffInbox ?? null,
    timeZone: env.timeZone,
  };
}

/** The site's own logo (a PNG under its origin: mail clients show no SVG), shown until an owner saves. */
export const BUILT_IN_MAIL_LOGO: string = company.mailLogo;
