import { z } from "zod";
import { tenDigitPhone } from "./phone";

// The company as its owner describes it on the Settings screen (docs/product.md §12): every page title,
// footer, JSON-LD, mail subject and sender, calendar invitation and share picture reads these. The
// server's .env values are only the first-run defaults.

const text = (label: string, max: number) =>
  z
    .string(`Enter the ${label}`)
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} can be at most ${max} characters`);

/** A ten-digit Indian number, stored as "+91 98310 12345". */
export const companyPhoneSchema = z
  .string("Enter a phone number")
  .transform((typed) => tenDigitPhone(typed))
  .pipe(z.string().regex(/^[1-9]\d{9}$/, "Enter a 10-digit Indian mobile or landline number"))
  .transform((d) => `+91 ${d.slice(0, 5)} ${d.slice(5)}`);

const hexColour = z
  .string("Choose a colour")
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "Enter the colour as # and six hex digits, e.g. #1d5fd6")
  .transform((c) => c.toLowerCase());

export const SOCIAL_NETWORKS = ["Facebook", "Instagram", "LinkedIn", "X", "YouTube"] as const;

const httpsUrl = z
  .string()
  .trim()
  .max(300, "A link can be at most 300 characters")
  .pipe(z.url({ protocol: /^https$/, message: "Enter a link that starts with https://" }));

/** A real IANA zone ("Asia/Kolkata"), as Intl knows it. */
export const timeZoneSchema = z
  .string("Choose a time zone")
  .trim()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return zone.includes("/") || zone === "UTC";
    } catch {
      return false;
    }
  }, "Choose a time zone from the list");

/** How prices are shown: "+ 18% GST" after each price, or "GST included". */
export const GST_NOTES = { plus: "+ 18% GST", included: "GST included" } as const;

export const companySettingsSchema = z.object({
  name: text("company name", 60),
  legalName: text("legal name", 120),
  tagline: text("tagline", 120),
  /** The uploaded logo (a media id); without one, the name is shown as a text logo. */
  logoMediaId: z.string().max(64).nullable(),
  brandColour: hexColour,
  phone: companyPhoneSchema,
  whatsapp: companyPhoneSchema,
  email: z.string("Enter an email address").trim().toLowerCase().pipe(z.email("Enter a valid email address")),
  /** Where new-lead and staff mail goes; null sends it to the public email. */
  staffInbox: z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address")).nullable(),
  address: z.object({
    street: text("street address", 120),
    city: text("city", 60),
    region: text("state", 60),
    postalCode: z
      .string("Enter the PIN code")
      .trim()
      .regex(/^[1-9]\d{5}$/, "Enter the 6-digit PIN code"),
    country: text("country", 60),
  }),
  /** What the map on /contact looks for: a place name or "lat,lng". */
  mapQuery: text("map location", 160),
  social: z
    .array(z.object({ name: z.enum(SOCIAL_NETWORKS, "Choose a network"), href: httpsUrl }))
    .max(SOCIAL_NETWORKS.length, "Add each network once")
    .refine((links) => new Set(links.map((l) => l.name)).size === links.length, "Add each network once"),
  foundedYear: z.coerce
    .number("Enter the year the company was founded")
    .int("Enter a year, e.g. 2025")
    .min(1900, "Enter a year from 1900 on")
    .max(2099, "Enter a year before 2100"),
  timeZone: timeZoneSchema,
  gstNote: z.enum(["plus", "included"], "Choose how prices show GST"),
});
export type CompanySettings = z.output<typeof companySettingsSchema>;
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;

/**
 * The settings as the Settings screen reads them: the values, the logo's address and when they changed.
 * Until an owner saves, the phone numbers are the generic placeholders ("+91 00000 00000"), which no one
 * can save: the answer carries them as they are, and the form asks for real ones when it is saved.
 */
export const companySettingsViewSchema = z.object({
  settings: companySettingsSchema.extend({ phone: z.string(), whatsapp: z.string() }),
  /** The logo's URL under the site (its PNG form), or null. */
  logoUrl: z.string().nullable(),
  /** When an owner last saved them; null while the first-run defaults apply. */
  updatedAt: z.string().nullable(),
  /** The name of the member who saved them last; null before the first save or once they are removed. */
  updatedBy: z.string().nullable(),
});
export type CompanySettingsView = z.infer<typeof companySettingsViewSchema>;
