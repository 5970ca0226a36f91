import { useMemo } from "react";
import { Field } from "~/components/ui/field";
import { describedBy, errorId, errorTextClass, inputClass, labelClass } from "~/components/ui/input";
import { GST_NOTES } from "~/contract/company-settings";
import { errorAt, ID_PREFIX, type SettingsForm } from "./settings-values";

const INDIA = "Asia/Kolkata";

/**
 * The zones the browser knows, India's first. ICU names it by its old name, Asia/Calcutta, which the list
 * leaves out; a stored zone the list lacks is kept, so the select never shows another one.
 */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = [INDIA, ...known.filter((z) => z !== INDIA && z !== "Asia/Calcutta")];
  if (current && !zones.includes(current)) zones.splice(1, 0, current);
  return zones;
}

/** The company's time zone and how prices show GST. */
export function TimeAndPricesSection({ form, savedZone }: { form: SettingsForm; savedZone: string }) {
  const zones = useMemo(() => timeZoneOptions(savedZone), [savedZone]);
  const zoneId = `${ID_PREFIX}-timeZone`;
  const zoneError = errorAt(form, "timeZone");
  const gstId = `${ID_PREFIX}-gstNote`;
  const gstError = errorAt(form, "gstNote");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        id={zoneId}
        label="Company time zone"
        hint="Demo hours, reminders and calendar invitations use it."
        error={zoneError}
      >
        <select
          id={zoneId}
          className={inputClass}
          {...form.register("timeZone")}
          {...describedBy(zoneId, zoneError, true)}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </Field>
      <fieldset aria-describedby={gstError ? errorId(gstId) : undefined}>
        <legend className={labelClass}>Prices show GST as</legend>
        <div className="mt-2 flex flex-col gap-2">
          {Object.entries(GST_NOTES).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={value}
                className="h-4 w-4 border-slate-400 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
                {...form.register("gstNote")}
              />
              {label}
            </label>
          ))}
        </div>
        {gstError && (
          <p id={errorId(gstId)} className={errorTextClass}>
            {gstError}
          </p>
        )}
      </fieldset>
    </div>
  );
}
