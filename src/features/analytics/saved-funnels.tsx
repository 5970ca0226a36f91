import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventsReport, FunnelStep } from "~/contract/analytics-goals";
import { analyticsGoalsApi } from "~/contract/endpoints/analytics-goals";
import { removerOf } from "~/lib/http/paging";
import { formatCount } from "~/lib/admin/format";
import { DeleteRowButton } from "~/components/admin/list/row-delete";
import { PER_DAY_NOTE, stepNote } from "./booking-funnel";
import { FunnelForm } from "./funnel-form";
import { useReadOnlyReport } from "./read-only";
import { FormAlert } from "~/components/ui/form-alert";
import { TitledSection } from "~/components/admin/titled-section";

export const stepText = (s: FunnelStep) => (s.type === "page" ? `Viewed ${s.path}` : s.name);

type Saved = EventsReport["funnels"][number];

const deleteFunnel = removerOf(analyticsGoalsApi.deleteFunnel);

function SavedFunnelCard({ funnel, onDelete }: { funnel: Saved; onDelete?: () => void }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{funnel.name}</h3>
        {onDelete && <DeleteRowButton label={`Delete funnel ${funnel.name}`} onClick={onDelete} />}
      </div>
      <ol aria-label={`Steps of ${funnel.name}`} className="mt-2 space-y-1 text-sm">
        {funnel.steps.map((s, i) => (
          <li key={i} className="flex flex-wrap gap-x-2">
            <span className="font-medium">
              {i + 1}. {stepText(s)}:
            </span>
            <span>{formatCount(funnel.counts[i] ?? 0)}</span>
            <span className="text-slate-600 dark:text-slate-300">{stepNote(funnel.counts, i)}</span>
          </li>
        ))}
      </ol>
    </li>
  );
}

/** Funnels saved on the screen: any ordered list of pages and events, counted like the booking funnel. */
export function SavedFunnels({ funnels, events }: { funnels: Saved[]; events: string[] }) {
  // A shared report is read signed out: funnels are shown, never made or deleted there.
  const readOnly = useReadOnlyReport();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => deleteFunnel(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ["analytics-report"] }),
  });
  return (
    <TitledSection id="saved-funnels" title="Saved Funnels" note={PER_DAY_NOTE}>
      {funnels.length ? (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {funnels.map((f) => (
            <SavedFunnelCard
              key={f.id}
              funnel={f}
              onDelete={readOnly ? undefined : () => remove.mutate(f.id)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">No saved funnels yet.</p>
      )}
      <FormAlert>{remove.isError && "The funnel could not be deleted. Please try again."}</FormAlert>
      {!readOnly && <FunnelForm events={events} />}
    </TitledSection>
  );
}
