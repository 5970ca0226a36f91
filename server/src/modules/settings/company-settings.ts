import { eq, sql } from "drizzle-orm";
import {
  type CompanySettings,
  type CompanySettingsView,
  companySettingsSchema,
} from "~/contract/company-settings";
import { brandColourProblem } from "~/shared/brand-colours";
import type { Config } from "../../config";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { admins, companySettings } from "../../platform/db/schema";
import { HttpError } from "../../platform/errors";
import { staffName } from "../identity";
import { findMedia, mediaPngUrl } from "../media";
import { BUILT_IN_MAIL_LOGO, firstRunSettings } from "./defaults";
import { type CompanySettingsStore, SETTINGS_REFRESH_MS } from "./store";

/** The store as the app holds it: started once the database is migrated, stopped when the app closes. */
export interface StartableSettingsStore extends CompanySettingsStore {
  /** Reads the row (after migrations, before the app serves) and starts the refresh timer. */
  start(ctx: AppContext): Promise<void>;
  /** Stops the refresh timer (the app's close). */
  stop(): void;
}

interface State {
  settings: CompanySettings;
  /** The uploaded logo's PNG under the site, or null. */
  logoUrl: string | null;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** A refusal of one field, as the form shows it beside the field. */
const fieldError = (path: string, message: string) =>
  Object.assign(new HttpError(400, message), { errors: [{ path, message }] });

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** A value as JSON with each object's keys sorted: jsonb gives nested keys back in its own order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** The top-level fields whose values differ. */
function changedFields(before: CompanySettings, after: CompanySettings): string[] {
  return (Object.keys(after) as (keyof CompanySettings)[]).filter(
    (key) => canonical(before[key]) !== canonical(after[key]),
  );
}

/** The store, holding the first-run defaults until `start` reads the row. */
export function companySettingsStore(config: Pick<Config, "company">): StartableSettingsStore {
  const defaults = firstRunSettings(config);
  let state: State = { settings: defaults, logoUrl: null, updatedAt: null, updatedBy: null };
  let app: AppContext | undefined;
  let timer: NodeJS.Timeout | undefined;
  // Moves with each save here, so a refresh that read the row before it does not undo it.
  let generation = 0;
  const listeners: ((before: CompanySettings, after: CompanySettings) => void)[] = [];

  const context = () => {
    if (!app) throw new Error("company settings used before the store started");
    return app;
  };

  /** The logo's PNG under the site, or null when the id names no uploaded picture. */
  async function logoUrlOf(ctx: AppContext, id: string | null): Promise<string | null> {
    if (id === null) return null;
    const media = await findMedia(ctx, id);
    return media ? mediaPngUrl(media) : null;
  }

  async function read(ctx: AppContext): Promise<State> {
    const [row] = await ctx.db
      .select({
        data: companySettings.data,
        updatedAt: companySettings.updatedAt,
        displayName: admins.displayName,
        email: admins.email,
      })
      .from(companySettings)
      .leftJoin(admins, eq(admins.id, companySettings.updatedBy))
      .where(eq(companySettings.id, 1));
    if (!row) return { settings: defaults, logoUrl: null, updatedAt: null, updatedBy: null };
    // A field added after the row was saved takes its first-run value.
    const saved = { ...defaults, ...row.data };
    const logoUrl = await logoUrlOf(ctx, saved.logoMediaId);
    // A deleted logo falls back to none: the name alone, and the form no longer offers it.
    const settings = logoUrl === null ? { ...saved, logoMediaId: null } : saved;
    return {
      settings,
      logoUrl,
      updatedAt: row.updatedAt,
      updatedBy: row.email ? staffName({ displayName: row.displayName, email: row.email }) : null,
    };
  }

  function apply(next: State) {
    const before = state.settings;
    state = next;
    if (changedFields(before, next.settings).length === 0) return;
    for (const listener of listeners) {
      try {
        listener(before, next.settings);
      } catch (err) {
        app?.log.error({ err }, "company settings listener failed");
      }
    }
  }

  const view = (): CompanySettingsView => ({
    settings: state.settings,
    logoUrl: state.logoUrl,
    updatedAt: state.updatedAt?.toISOString() ?? null,
    updatedBy: state.updatedBy,
  });

  const store: StartableSettingsStore = {
    current: () => state.settings,
    mailLogo: () => state.logoUrl ?? (state.updatedAt ? undefined : BUILT_IN_MAIL_LOGO),
    view,

    async save(meta, input, actorId) {
      const ctx = context();
      const parsed = companySettingsSchema.safeParse(input);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
        throw Object.assign(new HttpError(400, errors[0]!.message), { errors });
      }
      const settings = parsed.data;
      const problem = brandColourProblem(settings.brandColour);
      if (problem) throw fieldError("brandColour", problem);
      const logoUrl = await logoUrlOf(ctx, settings.logoMediaId);
      if (settings.logoMediaId !== null && logoUrl === null)
        throw fieldError("logoMediaId", "Choose an uploaded picture");

      const at = ctx.clock();
      // One statement: the row written, what it held before (for the log) and the saver's name.
      const [row] = rowsOf<{
        before: Partial<CompanySettings> | null;
        display_name: string | null;
        email: string | null;
      }>(
        await ctx.db.execute(sql`
          with before as (select data from company_settings where id = 1)
          insert into company_settings (id, data, updated_at, updated_by)
          values (1, ${JSON.stringify(settings)}::jsonb, ${at.toISOString()}::timestamptz, ${actorId})
          on conflict (id) do update
            set data = excluded.data, updated_at = excluded.updated_at, updated_by = excluded.updated_by
          returning (select data from before) as before,
            (select display_name from admins where id = ${actorId}) as display_name,
            (select email from admins where id = ${actorId}) as email`),
      );
      generation++;
      const before = row?.before ? { ...defaults, ...row.before } : defaults;
      apply({
        settings,
        logoUrl,
        updatedAt: at,
        updatedBy: row?.email ? staffName({ displayName: row.display_name, email: row.email }) : null,
      });
      // Which fields changed, never their values (addresses and numbers stay out of the log).
      await ctx.audit.record(meta, AuditEvent.settingsChanged, "success", {
        detail: { fields: changedFields(before, settings).join(",") || "none" },
      });
      return view();
    },

    async refresh() {
      const ctx = context();
      const started = generation;
      const next = await read(ctx);
      if (started === generation) apply(next);
    },

    onChange(listener) {
      listeners.push(listener);
    },

    async start(ctx) {
      app = ctx;
      await store.refresh();
      timer = setInterval(() => {
        store.refresh().catch((err: unknown) => {
          ctx.log.warn(
            { err: err instanceof Error ? err.message : String(err) },
            "company settings not read",
          );
        });
      }, SETTINGS_REFRESH_MS);
      timer.unref();
    },

    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
  return store;
}
