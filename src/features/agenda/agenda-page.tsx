import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { AgendaItem } from "~/contract/booking";
import { leadPagePath } from "~/shared/paths";
import { LoadError } from "~/components/admin/load-error";
import { PageHeader } from "~/components/admin/page-header";
import { ListMessage } from "~/components/admin/list/table";
import { type AgendaScope, useAgenda, useBookingChange } from "~/components/admin/booking/booking-query";
import {
  dayKey,
  formatDay,
  formatDayTime,
  formatTime,
  localTimeZone,
  zoneName,
} from "~/components/admin/booking/demo-time";
import { ScopeToggle } from "~/components/admin/scope-toggle";
import { SlotDialog } from "~/components/admin/booking/slot-dialog";

const link = "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200";

/** The agenda's days, in the reader's zone, soonest first (the server sends the demos in order). */
function byDay(items: AgendaItem[]): [string, AgendaItem[]][] {
  const days = new Map<string, AgendaItem[]>();
  for (const item of items) {
    const key = dayKey(item.startsAt);
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return [...days];
}

const who = (item: AgendaItem) =>
  item.companyName ? `${item.fullName}, ${item.companyName}` : item.fullName;

function DemoRow({
  item,
  onReschedule,
  onCancel,
}: {
  item: AgendaItem;
  onReschedule: () => void;
  onCancel: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-4">
        <time
          dateTime={item.startsAt}
          className="shrink-0 whitespace-nowrap text-sm font-semibold tabular-nums sm:w-40"
        >
          {formatTime(item.startsAt)}–{formatTime(item.endsAt)}
        </time>
        <div className="min-w-0 text-sm">
          <Link to={leadPagePath("demo", item.demoRequestId)} className={link}>
            {item.fullName}
          </Link>
          {item.companyName && (
            <span className="text-slate-700 dark:text-slate-300"> · {item.companyName}</span>
          )}
          <p className="break-all text-xs text-slate-600 dark:text-slate-300">Host: {item.hostName}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {(
          [
            ["Reschedule", onReschedule],
            ["Cancel", onCancel],
          ] as const
        ).map(([action, onClick]) => (
          <button
            key={action}
            type="button"
            className={buttonClass("secondary", "sm")}
            onClick={onClick}
            aria-label={`${action} the demo with ${who(item)}`}
          >
            {action}
          </button>
        ))}
      </div>
    </li>
  );
}

/** /agenda: upcoming demos by day, the reader's own or everyone's, with reschedule and cancel. */
export function AgendaPage() {
  const [params, setParams] = useSearchParams();
  const scope: AgendaScope = params.get("scope") === "all" ? "all" : "mine";
  const setScope = (next: AgendaScope) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === "all") p.set("scope", "all");
        else p.delete("scope");
        return p;
      },
      { replace: true },
    );
  const agenda = useAgenda(scope);
  const change = useBookingChange();
  const [moving, setMoving] = useState<AgendaItem | null>(null);
  const [cancelling, setCancelling] = useState<AgendaItem | null>(null);
  const open = (set: (item: AgendaItem) => void) => (item: AgendaItem) => {
    change.reset();
    set(item);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Agenda"
        intro={`Upcoming demos by day, in your time zone (${zoneName(localTimeZone())}).`}
      >
        <ScopeToggle value={scope} onChange={setScope} />
      </PageHeader>
      {change.isError && !moving && <ListMessage kind="error">{change.error.message}</ListMessage>}
      {change.isSuccess && !moving && !cancelling && (
        <ListMessage kind="notice">
          {change.variables.kind === "cancel" ? "Demo cancelled." : "Demo moved."} The visitor and the host
          were emailed.
        </ListMessage>
      )}
      {agenda.isPending ? (
        <ListMessage kind="loading">Loading agenda...</ListMessage>
      ) : agenda.isError ? (
        <LoadError message={agenda.error.message} onRetry={() => void agenda.refetch()} />
      ) : agenda.data.length === 0 ? (
        <ListMessage kind="empty">
          {scope === "mine" ? "You have no upcoming demos." : "No upcoming demos."}
        </ListMessage>
      ) : (
        byDay(agenda.data).map(([day, items]) => (
          <section key={day} aria-labelledby={`day-${day}`} className="space-y-2">
            <h2 id={`day-${day}`} className="text-lg font-semibold">
              {formatDay(items[0]!.startsAt)}
            </h2>
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
              {items.map((item) => (
                <DemoRow
                  key={item.id}
                  item={item}
                  onReschedule={() => open(setMoving)(item)}
                  onCancel={() => open(setCancelling)(item)}
                />
              ))}
            </ul>
          </section>
        ))
      )}

      {moving && (
        <SlotDialog
          title="Reschedule demo"
          who={who(moving)}
          current={moving.startsAt}
          busy={change.isPending}
          error={change.error?.message}
          onClose={() => setMoving(null)}
          onConfirm={(slotStart) =>
            change.mutate(
              { kind: "book", demoRequestId: moving.demoRequestId, slotStart, timeZone: moving.timeZone },
              { onSuccess: () => setMoving(null) },
            )
          }
        />
      )}
      {cancelling && (
        <ConfirmDialog
          title="Cancel this demo?"
          message="The visitor and the host get a cancellation, and the time is offered again."
          detail={`${who(cancelling)} · ${formatDayTime(cancelling.startsAt)}`}
          confirmLabel="Cancel demo"
          busyLabel="Cancelling..."
          busy={change.isPending}
          onConfirm={() =>
            change.mutate(
              { kind: "cancel", demoRequestId: cancelling.demoRequestId },
              { onSettled: () => setCancelling(null) },
            )
          }
          onCancel={() => setCancelling(null)}
        />
      )}
    </div>
  );
}
