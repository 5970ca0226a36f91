import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import {
  type Availability,
  type AvailabilityInput,
  availabilityInputSchema,
  type WeeklyHoursInput,
} from "~/contract/booking";
import { zoneName } from "~/components/admin/booking/demo-time";
import { useSaveAvailability } from "./availability-query";
import { DaysOff, daysOffFieldPath } from "./days-off";
import { type FieldErrors, fromApiError, fromIssues, unplaced } from "~/lib/http/field-errors";
import { hoursFieldPath, WEEKDAYS, WeeklyHours } from "./weekly-hours";
import { MeetingPlace, meetingFieldPath } from "./meeting-place";

export const card =
  "space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";

/** "weeklyHours" → "Weekly hours", for errors no single field shows. */
const readable = (path: string) =>
  path.startsWith("weeklyHours")
    ? "Weekly hours"
    : path.startsWith("daysOff")
      ? "Days off"
      : path.startsWith("meeting")
        ? "Meeting place"
        : path || "Form";

function TakeDemos({
  on,
  someoneElse,
  onChange,
}: {
  on: boolean;
  someoneElse: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="take-demos-label"
        onClick={() => onChange(!on)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${on ? "bg-brand-600" : "bg-slate-400 dark:bg-slate-600"}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition ${on ? "translate-x-5" : "translate-x-0.5"}`}
        />
      </button>
      <span id="take-demos-label" className="text-sm font-semibold">
        Take demos
      </span>
      <span className="text-sm text-slate-600 dark:text-slate-300">
        {someoneElse
          ? on
            ? "Visitors can book them."
            : "They are never offered."
          : on
            ? "Visitors can book you."
            : "You are never offered."}
      </span>
    </div>
  );
}

/** Take demos, weekly hours, days off and the meeting place, saved together: the member's own, or with `memberId` another's (owners). */
export function HoursForm({ initial, memberId }: { initial: Availability; memberId?: string }) {
  const save = useSaveAvailability(memberId);
  const [draft, setDraft] = useState<AvailabilityInput>({
    takesDemos: initial.takesDemos,
    // Every weekday is sent, an empty list for a day without demos.
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map(([d]) => [d, initial.weeklyHours[d] ?? []]),
    ) as WeeklyHoursInput,
    daysOff: initial.daysOff,
    meeting: initial.meeting,
  });
  const [checked, setChecked] = useState<FieldErrors>({});
  const errors = { ...fromApiError(save.error), ...checked };
  const left = unplaced(errors, (p) => hoursFieldPath(p) || daysOffFieldPath(p) || meetingFieldPath(p));
  const edit = (next: Partial<AvailabilityInput>) => {
    setDraft((d) => ({ ...d, ...next }));
    if (save.isSuccess) save.reset();
  };

  return (
    <form
      noValidate
      aria-busy={save.isPending}
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = availabilityInputSchema.safeParse(draft);
        setChecked(parsed.success ? {} : fromIssues(parsed.error.issues));
        save.reset();
        if (parsed.success) save.mutate(parsed.data);
      }}
    >
      <section aria-labelledby="hours-heading" className={card}>
        <h2 id="hours-heading" className="text-lg font-semibold">
          Weekly hours
        </h2>
        <TakeDemos
          on={draft.takesDemos}
          someoneElse={memberId !== undefined}
          onChange={(takesDemos) => edit({ takesDemos })}
        />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Times are in the company time zone: {zoneName(initial.companyTimeZone)} ({initial.companyTimeZone}).
        </p>
        <WeeklyHours
          value={draft.weeklyHours}
          errors={errors}
          onChange={(weeklyHours) => edit({ weeklyHours })}
        />
      </section>

      <section aria-labelledby="days-off-heading" className={card}>
        <h2 id="days-off-heading" className="text-lg font-semibold">
          Days off
        </h2>
        <DaysOff value={draft.daysOff} errors={errors} onChange={(daysOff) => edit({ daysOff })} />
      </section>

      <section aria-labelledby="meeting-heading" className={card}>
        <h2 id="meeting-heading" className="text-lg font-semibold">
          Meeting place
        </h2>
        <MeetingPlace
          value={draft.meeting ?? null}
          errors={errors}
          onChange={(meeting) => edit({ meeting })}
        />
      </section>

      <div className="space-y-3">
        {save.isError && <FormMessage tone="error">{save.error.message}</FormMessage>}
        {left.length > 0 && (
          <ul role="alert" className="list-disc space-y-1 pl-5 text-sm text-red-700 dark:text-red-400">
            {left.map(([path, message]) => (
              <li key={path}>
                {readable(path)}: {message}
              </li>
            ))}
          </ul>
        )}
        {Object.keys(checked).length > 0 && left.length === 0 && (
          <FormMessage tone="error">Check the highlighted fields.</FormMessage>
        )}
        {save.isSuccess && <FormMessage tone="success">Availability saved.</FormMessage>}
        <button type="submit" disabled={save.isPending} className={buttonClass("primary")}>
          {save.isPending ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}
