import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { compactInputClass, describedBy, errorId, errorTextClass, labelClass } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { type FunnelStep, MAX_FUNNEL_STEPS } from "~/contract/analytics-goals";
import { type EventName, eventNames } from "~/contract/collect";
import { analyticsGoalsApi } from "~/contract/endpoints/analytics-goals";
import { call } from "~/lib/http/call";
import { fromApiError } from "~/lib/http/field-errors";
import { FormAlert } from "~/components/ui/form-alert";

type Draft = { type: "page" | "event"; value: string };
const start = (): Draft[] => [
  { type: "page", value: "/" },
  { type: "page", value: "" },
];
const toStep = (d: Draft): FunnelStep =>
  d.type === "page" ? { type: "page", path: d.value.trim() } : { type: "event", name: d.value as EventName };

/** Saves a funnel: a name and two to eight steps, each a page path or an event. */
export function FunnelForm({ events }: { events: string[] }) {
  const base = useId();
  const client = useQueryClient();
  const [name, setName] = useState("");
  const [steps, setSteps] = useState<Draft[]>(start);
  const save = useMutation({
    mutationFn: () => call(analyticsGoalsApi.createFunnel, { body: { name, steps: steps.map(toStep) } }),
    onSuccess: async () => {
      setName("");
      setSteps(start());
      await client.invalidateQueries({ queryKey: ["analytics-report"] });
    },
  });
  const errors = fromApiError(save.error);
  const placed = (path: string) => path === "name" || path === "steps" || /^steps\.\d+/.test(path);
  const other = save.isError && !Object.keys(errors).some(placed) ? save.error.message : undefined;
  // Events seen first, then the rest of the list, so a funnel can name an event before it happens.
  const eventOptions = [...new Set([...events, ...eventNames])];
  const change = (i: number, d: Partial<Draft>) =>
    setSteps((all) => all.map((s, j) => (j === i ? { ...s, ...d } : s)));
  const nameId = `${base}-name`;

  return (
    <form
      noValidate
      aria-label="New funnel"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <div className="max-w-sm">
        <label htmlFor={nameId} className={labelClass}>
          Funnel name
        </label>
        <input
          id={nameId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={compactInputClass}
          {...describedBy(nameId, errors.name)}
        />
        {errors.name && (
          <p id={errorId(nameId)} className={errorTextClass}>
            {errors.name}
          </p>
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className={labelClass}>Steps, in order</legend>
        {steps.map((s, i) => {
          const id = `${base}-step-${i}`;
          const error = errors[`steps.${i}.path`] ?? errors[`steps.${i}.name`] ?? errors[`steps.${i}`];
          return (
            <div key={i} className="flex flex-wrap items-start gap-2">
              <Select
                aria-label={`Step ${i + 1} kind`}
                value={s.type}
                options={[
                  { value: "page", label: "Page" },
                  { value: "event", label: "Event" },
                ]}
                className={`${compactInputClass} w-28`}
                onValue={(type) =>
                  change(i, { type: type as Draft["type"], value: type === "page" ? "" : eventOptions[0]! })
                }
              />
              <div className="min-w-40 flex-1">
                {s.type === "page" ? (
                  <input
                    id={id}
                    aria-label={`Step ${i + 1} page path`}
                    placeholder="/demo"
                    value={s.value}
                    onChange={(e) => change(i, { value: e.target.value })}
                    className={compactInputClass}
                    {...describedBy(id, error)}
                  />
                ) : (
                  <Select
                    id={id}
                    aria-label={`Step ${i + 1} event`}
                    value={s.value}
                    options={eventOptions}
                    onValue={(value) => change(i, { value })}
                    {...describedBy(id, error)}
                  />
                )}
                {error && (
                  <p id={errorId(id)} className={errorTextClass}>
                    {error}
                  </p>
                )}
              </div>
              <button
                type="button"
                disabled={steps.length <= 2}
                onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
                className={buttonClass("secondary", "sm")}
              >
                Remove step {i + 1}
              </button>
            </div>
          );
        })}
        {errors.steps && <p className={errorTextClass}>{errors.steps}</p>}
      </fieldset>
      <FormAlert>{other}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={steps.length >= MAX_FUNNEL_STEPS}
          onClick={() => setSteps((all) => [...all, { type: "event", value: eventOptions[0]! }])}
          className={buttonClass("secondary", "sm")}
        >
          Add step
        </button>
        <button type="submit" disabled={save.isPending} className={buttonClass("primary", "sm")}>
          {save.isPending ? "Saving..." : "Save funnel"}
        </button>
      </div>
    </form>
  );
}
