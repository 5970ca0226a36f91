import { FormMessage } from "~/components/ui/form-message";
import { LoadError } from "~/components/admin/load-error";
import { useSaveTeamSettings, useTeamSettings } from "./team-query";

/** Owners' settings for the whole team: for now, whether every member must use a second factor. */
export function TeamSettingsSection() {
  const settings = useTeamSettings();
  const save = useSaveTeamSettings();
  const checked = save.isPending ? save.variables.requireSecondFactor : settings.data?.requireSecondFactor;
  return (
    <section
      aria-labelledby="team-settings-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="team-settings-heading" className="text-lg font-semibold">
        Team settings
      </h2>
      {settings.isError ? (
        <LoadError message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="mt-3 flex items-start gap-3">
          <input
            id="require-second-factor"
            type="checkbox"
            className="mt-1 h-4 w-4 rounded border-slate-400 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
            checked={checked ?? false}
            disabled={settings.isPending || save.isPending}
            aria-describedby="require-second-factor-help"
            onChange={(e) => save.mutate({ requireSecondFactor: e.target.checked })}
          />
          <div>
            <label htmlFor="require-second-factor" className="text-sm font-medium">
              Require a second factor for everyone
            </label>
            <p id="require-second-factor-help" className="text-sm text-slate-600 dark:text-slate-300">
              Members without an authenticator app or passkey are asked to set one up on their account page
              before anything else.
            </p>
          </div>
        </div>
      )}
      <div className="mt-3 empty:hidden">
        {save.isError && <FormMessage tone="error">{save.error.message}</FormMessage>}
        {save.isSuccess && (
          <FormMessage tone="success">
            {save.data.requireSecondFactor
              ? "Saved: every member now needs a second factor."
              : "Saved: a second factor is up to each member."}
          </FormMessage>
        )}
      </div>
    </section>
  );
}
