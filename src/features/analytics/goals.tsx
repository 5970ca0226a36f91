import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventsReport, GoalRow } from "~/contract/analytics-goals";
import { analyticsGoalsApi } from "~/contract/endpoints/analytics-goals";
import { removerOf } from "~/lib/http/paging";
import { formatCount } from "~/lib/admin/format";
import { DeleteRowButton } from "~/components/admin/list/row-delete";
import { GoalForm } from "./goal-form";
import { useReadOnlyReport } from "./read-only";
import { change } from "./period";
import { ReportTable } from "./report-table";
import { formatChange, formatPercent } from "./percent";
import { FormAlert } from "~/components/ui/form-alert";
import { TitledSection } from "~/components/admin/titled-section";

/** What a goal counts: its event, and the property value it must carry if any. */
export const goalTarget = (g: Pick<GoalRow, "event" | "propKey" | "propValue">) =>
  g.propKey ? `${g.event} where ${g.propKey} is "${g.propValue}"` : g.event;

const deleteGoal = removerOf(analyticsGoalsApi.deleteGoal);

const changeText = (g: GoalRow) => {
  const delta = change(g.conversions, g.previousConversions);
  return `${delta === null ? "New" : formatChange(delta)} (${formatCount(g.previousConversions)} before)`;
};

/** The "Goals" section: each goal's conversions, rate and change; the form to add one; the events seen. */
export function Goals({ report, compared }: { report: EventsReport; compared: string }) {
  const readOnly = useReadOnlyReport();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (g: GoalRow) => deleteGoal(g.id),
    onSuccess: () => client.invalidateQueries({ queryKey: ["analytics-report"] }),
  });
  const columns = [
    { label: "Goal", cell: (g: GoalRow) => g.name },
    { label: "Counts", cell: goalTarget },
    { label: "Conversions", cell: (g: GoalRow) => formatCount(g.conversions) },
    { label: "Conversion rate", cell: (g: GoalRow) => formatPercent(g.rate) },
    { label: "Change", cell: changeText },
    // A shared report is read signed out: goals are shown, never made or deleted there.
    ...(readOnly
      ? []
      : [
          {
            label: "Delete",
            cell: (g: GoalRow) => (
              <DeleteRowButton label={`Delete goal ${g.name}`} onClick={() => remove.mutate(g)} />
            ),
          },
        ]),
  ];
  return (
    <TitledSection
      id="goals"
      title="Goals"
      note={
        <>
          A conversion is a visitor who did the goal's event on a day. The rate is against the period's
          visitors; the change is against {compared}.
        </>
      }
    >
      <ReportTable
        title="Goal Conversions"
        rows={report.goals}
        rowKey={(g) => g.id}
        columns={columns}
        empty="No goals yet. Add one from the events seen in this period."
      />
      <FormAlert>{remove.isError && "The goal could not be deleted. Please try again."}</FormAlert>
      {!readOnly && <GoalForm events={report.events} />}
    </TitledSection>
  );
}
