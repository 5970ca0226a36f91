import { useId, useMemo, useState } from "react";
import { bookingMessages } from "~/contract/booking-messages";
import { secondaryButton } from "~/components/ui/button";
import { compactInputClass, labelClass } from "~/components/ui/input";
import { SlotPickerFrame, SlotPickerLoading } from "./slot-picker-frame";
import {
  currentZoneName,
  formatDate,
  formatDayShort,
  formatSlot,
  formatTime,
  groupByDay,
  timeZoneOptions,
  zoneName,
} from "./format";
import { FormAlert } from "~/components/ui/form-alert";

export type SlotPickerStatus = "loading" | "error" | "ready";

export interface SlotPickerProps {
  /** Prefix of the ids inside (one picker per form). */
  idPrefix: string;
  legend?: string;
  status: SlotPickerStatus;
  /** Free starts (UTC ISO instants). Empty when ready: nothing is free. */
  slots: readonly string[];
  /** The zone the times are shown in. */
  timeZone: string;
  /** Zones always offered in the switch (the detected and the company's). */
  zones?: string[];
  onTimeZoneChange: (zone: string) => void;
  /** The chosen start, or null. */
  value: string | null;
  onChange: (slot: string) => void;
  onRetry: () => void;
  /** An inline error (e.g. "Please pick a time."). */
  error?: string | null;
  /** Said when nothing is free. */
  emptyText?: string;
}

const chip =
  "flex cursor-pointer flex-col items-center justify-center rounded-lg border border-slate-300 bg-white py-2 text-sm font-medium text-slate-800 hover:border-brand-600 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:peer-checked:border-brand-500 dark:peer-checked:bg-brand-600";

/**
 * Free demo times: the days that have any, then the chosen day's times, in a zone the visitor can switch.
 * Native radios (arrow keys move between them), each named with its full date, time and zone.
 * Holds no booking state: the chosen time and zone come in as props and leave through the callbacks.
 */
export function SlotPicker({
  idPrefix,
  legend,
  status,
  slots,
  timeZone,
  zones = [],
  onTimeZoneChange,
  value,
  onChange,
  onRetry,
  error,
  emptyText = bookingMessages.noAvailability,
}: SlotPickerProps) {
  const uid = useId();
  const days = useMemo(() => groupByDay(slots, timeZone), [slots, timeZone]);
  const allZones = useMemo(() => timeZoneOptions([timeZone, ...zones]), [timeZone, zones]);
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const valueDay = value ? days.find((d) => d.slots.includes(value))?.key : undefined;
  const day = days.find((d) => d.key === pickedDay) ?? days.find((d) => d.key === valueDay) ?? days[0];
  const errorId = `${idPrefix}-slot-error`;
  const zoneId = `${idPrefix}-zone`;
  const timesId = `${idPrefix}-times`;
  const now = slots[0] ?? new Date().toISOString();

  return (
    <SlotPickerFrame id={`${idPrefix}-slots`} legend={legend} errorId={error ? errorId : undefined}>
      {status === "loading" ? <SlotPickerLoading /> : null}
      {status === "error" ? (
        <div role="alert" className="space-y-3 text-sm text-red-800 dark:text-red-200">
          <p>We could not load the available times.</p>
          <button type="button" onClick={onRetry} className={secondaryButton}>
            Try again
          </button>
        </div>
      ) : null}
      {status === "ready" && days.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{emptyText}</p>
      ) : null}
      {status === "ready" && day ? (
        <>
          <div className="flex shrink-0 flex-wrap items-end gap-x-4 gap-y-2">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Times are shown in <strong>{zoneName(now, timeZone)}</strong>.
            </p>
            <div className="min-w-0 grow sm:max-w-xs">
              <label htmlFor={zoneId} className={labelClass}>
                Time zone
              </label>
              <select
                id={zoneId}
                // The options go by today's names: a browser may still report "Asia/Calcutta".
                value={currentZoneName(timeZone)}
                onChange={(e) => onTimeZoneChange(e.target.value)}
                className={compactInputClass}
              >
                {allZones.map((z) => (
                  <option key={z} value={z}>
                    {z.replaceAll("_", " ")}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="min-w-0 shrink-0">
            <legend className={labelClass}>Day</legend>
            <div className="mt-1 flex gap-2 overflow-x-auto pb-2">
              {days.map((d) => {
                const short = formatDayShort(d.slots[0]!, timeZone);
                return (
                  // Relative: the hidden radio is placed inside the scrolling row, not past the page's edge.
                  <div key={d.key} className="relative shrink-0">
                    <input
                      type="radio"
                      id={`${uid}-day-${d.key}`}
                      name={`${uid}-day`}
                      value={d.key}
                      checked={d.key === day.key}
                      onChange={() => setPickedDay(d.key)}
                      className="peer sr-only"
                    />
                    <label htmlFor={`${uid}-day-${d.key}`} className={`${chip} min-w-16 px-3`}>
                      <span className="sr-only">{formatDate(d.slots[0]!, timeZone)}</span>
                      <span aria-hidden="true">{short.weekday}</span>
                      <span aria-hidden="true" className="whitespace-nowrap">
                        {short.date}
                      </span>
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
          {/* The one part that grows with the day's times: it takes the frame's remaining height and scrolls.
              A div, not a fieldset: older browsers do not lay a fieldset out as a flex box. */}
          <div role="group" aria-labelledby={timesId} className="flex min-h-0 min-w-0 flex-1 flex-col">
            <p id={timesId} className={labelClass}>
              Times on {formatDate(day.slots[0]!, timeZone)}
            </p>
            {/* Columns by the frame's own width, not the viewport's: the picker also sits in a narrow dialog. */}
            <div className="mt-1 grid min-h-0 flex-1 grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] content-start gap-2 overflow-y-auto p-1">
              {day.slots.map((slot) => (
                <div key={slot} className="relative">
                  <input
                    type="radio"
                    id={`${uid}-slot-${slot}`}
                    name={`${idPrefix}-slot`}
                    value={slot}
                    checked={slot === value}
                    onChange={() => onChange(slot)}
                    className="peer sr-only"
                  />
                  <label htmlFor={`${uid}-slot-${slot}`} className={`${chip} whitespace-nowrap px-2`}>
                    {/* One name for screen readers (full date, time and zone); the short time for the eye. */}
                    <span className="sr-only">{formatSlot(slot, timeZone)}</span>
                    <span aria-hidden="true">{formatTime(slot, timeZone)}</span>
                  </label>
                </div>
              ))}
            </div>
          </div>
          <p aria-live="polite" className="min-h-5 shrink-0 text-sm text-slate-700 dark:text-slate-300">
            {value ? `Your time: ${formatSlot(value, timeZone)}` : null}
          </p>
        </>
      ) : null}
      <FormAlert id={errorId}>{error}</FormAlert>
    </SlotPickerFrame>
  );
}
