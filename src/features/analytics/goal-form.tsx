import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { compactInputClass, describedBy, errorId, errorTextClass, labelClass } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { EventRow } from "~/contract/analytics-goals";
import { type EventName, eventPropKeys } from "~/contract/collect";
import { analyticsGoalsApi } from "~/contract/endpoints/analytics-goals";
import { call } from "~/lib/http/call";
import { fromApiError } from "~/lib/http/field-errors";

const empty = { name: "", event: "", propKey: "", propValue: "" };

/** Adds a goal from an event seen in the period, optionally matching one of its properties. */
export function GoalForm({ events }: { events: EventRow[] }) {
  const base = useId();
  const client = useQueryClient();
  const [values, setValues] = useState(empty);
  const save = useMutation({
    mutationFn: () =>
      call(analyticsGoalsApi.createGoal, {
        body: {
          name: values.name,
          event: values.event as EventName,
          propKey: values.propKey || undefined,
          propValue: values.propKey ? values.propValue : undefined,
        },
      }),
    onSuccess: async () => {
      setValues(empty);
      await client.invalidateQueries({ queryKey: ["analytics-report"] });
    },
  });
  const errors = fromApiError(save.error);
  const shown = ["name", "event", "propKey", "propValue"];
  const other = save.isError && !shown.some((k) => errors[k]) ? save.error.message : undefined;
  const keys = eventPropKeys[values.event as EventName] ?? [];
  const set = (key: keyof typeof empty) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value, ...(key === "event" ? { propKey: "", propValue: "" } : {}) }));
  const field = (key: keyof typeof empty, label: string, control: (id: string) => ReactNode) => {
    const id = `${base}-${key}`;
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {control(id)}
        {errors[key] && (
          <p id={errorId(id)} className={errorTextClass}>
            {errors[key]}
          </p>
        )}
      </div>
    );
  };

  if (!events.length)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No events were seen in this period, so there is nothing to make a goal from yet.
      </p>
    );
  return (
    <form
      noValidate
      aria-label="New goal"
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 dark:border-slate-800 dark:bg-slate-900"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {field("name", "Goal name", (id) => (
        <input
          id={id}
          value={values.name}
          onChange={(e) => set("name")(e.target.value)}
          className={compactInputClass}
          {...describedBy(id, errors.name)}
        />
      ))}
      {field("event", "Event", (id) => (
        <Select
          id={id}
          value={values.event}
          blank="Choose an event"
          options={events.map((e) => e.name)}
          onValue={set("event")}
          {...describedBy(id, errors.event)}
        />
      ))}
      {field("propKey", "Property (optional)", (id) => (
        <Select
          id={id}
          value={values.propKey}
          blank="Any"
          options={keys}
          disabled={!keys.length}
          onValue={set("propKey")}
          {...describedBy(id, errors.propKey)}
        />
      ))}
      {field("propValue", "Property value", (id) => (
        <input
          id={id}
          value={values.propValue}
          disabled={!values.propKey}
          onChange={(e) => set("propValue")(e.target.value)}
          className={compactInputClass}
          {...describedBy(id, errors.propValue)}
        />
      ))}
      <div className="flex items-end">
        <button type="submit" disabled={save.isPending} className={buttonClass("primary", "sm")}>
          {save.isPending ? "Adding..." : "Add goal"}
        </button>
      </div>
      {other && (
        <p role="alert" className={`${errorTextClass} sm:col-span-2 lg:col-span-5`}>
          {other}
        </p>
      )}
    </form>
  );
}
