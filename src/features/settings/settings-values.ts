import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldPath, get, type Resolver, type ResolverResult, type UseFormReturn } from "react-hook-form";
import {
  type CompanySettings,
  type CompanySettingsInput,
  companySettingsSchema,
} from "~/contract/company-settings";
import { brandColourProblem } from "~/shared/brand-colours";

/** The form's values: inputs hold text, so the optional inbox is "" when empty and the year is typed. */
export type SettingsFields = Omit<CompanySettingsInput, "staffInbox" | "foundedYear"> & {
  staffInbox: string;
  foundedYear: string;
};
export type SettingsForm = UseFormReturn<SettingsFields, unknown, CompanySettings>;

/** Ids of the form's inputs: `settings-name`, `settings-address.city`. */
export const ID_PREFIX = "settings";

export const toFields = (settings: CompanySettings): SettingsFields => ({
  ...settings,
  address: { ...settings.address },
  social: settings.social.map((link) => ({ ...link })),
  staffInbox: settings.staffInbox ?? "",
  foundedYear: String(settings.foundedYear),
});

const WHOLE_HEX = /^#[0-9a-fA-F]{6}$/;

/** A typed colour once it is whole (`#1d5fd6`), lower-cased; null while it is not. */
export const wholeHex = (typed: string): string | null =>
  WHOLE_HEX.test(typed.trim()) ? typed.trim().toLowerCase() : null;

/** Why the typed colour cannot be the brand's (too light for white text), or null. */
export const colourProblem = (typed: string): string | null => {
  const hex = wholeHex(typed);
  return hex ? brandColourProblem(hex) : null;
};

const bySchema = zodResolver(companySettingsSchema);

/**
 * The contract's schema decides, as on the server, once an empty inbox is read as none and an empty year
 * as missing; a colour the schema accepts but white text cannot sit on stops the save too.
 */
export const settingsResolver: Resolver<SettingsFields, unknown, CompanySettings> = async (
  values,
  context,
  options,
) => {
  const input = {
    ...values,
    staffInbox: values.staffInbox.trim() || null,
    // An empty year is a missing one (coerced, "" would read as year 0).
    foundedYear: values.foundedYear.trim() || undefined,
  };
  const result = (await bySchema(input as CompanySettingsInput, context, options as never)) as ResolverResult<
    SettingsFields,
    CompanySettings
  >;
  const problem = colourProblem(values.brandColour);
  if (!problem || result.errors.brandColour) return result;
  return { values: {}, errors: { ...result.errors, brandColour: { type: "contrast", message: problem } } };
};

const TOP = new Set(Object.keys(companySettingsSchema.shape));

/**
 * Where a server's field error (`address.postalCode`, `social.1.href`, `social`) shows on the form, or
 * null for a path no field shows.
 */
export function fieldOf(path: string): FieldPath<SettingsFields> | null {
  const [top, ...rest] = path.split(".");
  if (!top || !TOP.has(top)) return null;
  if (top === "address" && rest.length === 0) return null;
  return path as FieldPath<SettingsFields>;
}

/** The error a field shows, by its dotted path (`address.city`, `social.root`). */
export const errorAt = (form: SettingsForm, path: string): string | undefined => {
  const message = (get(form.formState.errors, path) as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
};
