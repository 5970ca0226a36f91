import { Field } from "~/components/ui/field";
import { describedBy, inputClass } from "~/components/ui/input";
import { useCompany } from "~/content/company";
import type { MeetingPlace as Place } from "~/contract/booking";
import type { FieldErrors } from "~/lib/http/field-errors";

type Kind = NonNullable<Place>["kind"] | "none";

const choices: { kind: Kind; label: string; hint: string }[] = [
  { kind: "none", label: "Not set", hint: "The invitation names no place." },
  { kind: "video", label: "Video call", hint: "Google Meet, Zoom, Teams or any https:// link." },
  { kind: "phone", label: "Phone call", hint: "You call the number the visitor gave." },
  { kind: "office", label: "At the office", hint: "The visitor comes to the address below." },
];

export const meetingFieldPath = (path: string) => path.startsWith("meeting");

/** Where this host meets visitors: it goes into the invitation's place and the visitor's summary. */
export function MeetingPlace({
  value,
  errors,
  onChange,
}: {
  value: Place;
  errors: FieldErrors;
  onChange: (next: Place) => void;
}) {
  const { street, city, region, postalCode } = useCompany().address;
  const officeAddress = `${street}, ${city}, ${region} ${postalCode}`;
  const kind: Kind = value?.kind ?? "none";
  const pick = (next: Kind) => {
    if (next === kind) return;
    if (next === "none") onChange(null);
    else if (next === "video") onChange({ kind: "video", url: "" });
    else if (next === "phone") onChange({ kind: "phone" });
    else onChange({ kind: "office", address: officeAddress });
  };
  const urlError = errors["meeting.url"] ?? errors["meeting"];
  const addressError = errors["meeting.address"];
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="sr-only">Meeting place</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {choices.map((c) => (
            <div
              key={c.kind}
              className="flex gap-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40 dark:border-slate-700"
            >
              <input
                id={`meeting-${c.kind}`}
                type="radio"
                name="meeting-kind"
                className="mt-1"
                checked={kind === c.kind}
                onChange={() => pick(c.kind)}
                aria-describedby={`meeting-${c.kind}-hint`}
              />
              <div>
                <label htmlFor={`meeting-${c.kind}`} className="block cursor-pointer font-medium">
                  {c.label}
                </label>
                <p id={`meeting-${c.kind}-hint`} className="text-slate-600 dark:text-slate-300">
                  {c.hint}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      {value?.kind === "video" && (
        <Field id="meeting-url" label="Meeting link" required error={urlError}>
          <input
            id="meeting-url"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://meet.google.com/abc-defg-hij"
            className={inputClass}
            value={value.url}
            onChange={(e) => onChange({ kind: "video", url: e.target.value.trim() })}
            {...describedBy("meeting-url", urlError)}
          />
        </Field>
      )}
      {value?.kind === "office" && (
        <Field id="meeting-address" label="Address" required error={addressError}>
          <textarea
            id="meeting-address"
            rows={2}
            className={inputClass}
            value={value.address}
            onChange={(e) => onChange({ kind: "office", address: e.target.value })}
            {...describedBy("meeting-address", addressError)}
          />
        </Field>
      )}
    </div>
  );
}
