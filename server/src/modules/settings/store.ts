import type { CompanySettings, CompanySettingsInput, CompanySettingsView } from "~/contract/company-settings";
import type { RequestMeta } from "../../platform/request-meta";

// The store's shape, a leaf the app's context reads (its implementation is company-settings.ts).

/**
 * How often an instance reads the row again (ADR 0070). A save is seen at once by the instance that made
 * it and by every other within this time: two instances may disagree for up to half a minute.
 */
export const SETTINGS_REFRESH_MS = 30_000;

/**
 * The company's settings (the Settings screen, ADR 0070): one row, kept in memory so every reader gets
 * them synchronously at the moment it runs (a mail's subject, an invitation, a day in the company's zone).
 */
export interface CompanySettingsStore {
  /** The settings now: the saved ones, else the first-run defaults. Read them when needed; never keep them. */
  current(): CompanySettings;
  /**
   * The logo visitor mails show, a path under the site: the uploaded logo's PNG; with none, the site's
   * built-in logo until an owner first saves, and then none (the name alone).
   */
  mailLogo(): string | undefined;
  /** The settings as the Settings screen reads them. */
  view(): CompanySettingsView;
  /**
   * Checks and stores an owner's settings in one statement, then uses them at once and records
   * `settings.changed`; 400 with the field's message when a value is refused, and nothing changes.
   */
  save(meta: RequestMeta, input: CompanySettingsInput, actorId: string): Promise<CompanySettingsView>;
  /** Reads the row again (every SETTINGS_REFRESH_MS; tests call it to play the timer). */
  refresh(): Promise<void>;
  /** Runs `listener` after each change this instance sees: its own saves and what a refresh finds. */
  onChange(listener: (before: CompanySettings, after: CompanySettings) => void): void;
}
