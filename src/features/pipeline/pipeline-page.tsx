import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatInr } from "~/content/pricing";
import { pipelineApi } from "~/contract/endpoints/pipeline";
import { LEAD_STATUS_LABELS } from "~/contract/lead-status";
import {
  type PipelineBoard,
  type PipelineCard,
  type PipelineColumn,
  PIPELINE_STATUSES,
  type PipelineStatus,
} from "~/contract/pipeline";
import { ApiError } from "~/lib/http/api-client";
import { call, callData } from "~/lib/http/call";
import { LoadError } from "~/components/admin/load-error";
import { PageHeader } from "~/components/admin/page-header";
import { CardFace, cardId, SortableCard } from "./pipeline-card";

export const pipelineKey = ["pipeline"] as const;
const STALE = "Changed by someone else, reload.";

/**
 * Keyboard moves go column by column: Left and Right put the card at the top of the previous or next
 * column (the order inside a column is by arrival, so Up and Down have nothing to change).
 */
const columnKeys: KeyboardCoordinateGetter = (event, { context: { active, over, droppableRects } }) => {
  const step = { ArrowRight: 1, ArrowLeft: -1 }[event.code];
  if (!step && event.code !== "ArrowUp" && event.code !== "ArrowDown") return undefined;
  event.preventDefault();
  const data = (over?.data.current ?? active?.data.current) as { column?: PipelineStatus } | undefined;
  const from = data?.column ? PIPELINE_STATUSES.indexOf(data.column) : -1;
  const next = step && from >= 0 ? PIPELINE_STATUSES[from + step] : undefined;
  const rect = next ? droppableRects.get(next) : undefined;
  return rect ? { x: rect.left + 8, y: rect.top + 8 } : undefined;
};

/**
 * Where a card is over: under the pointer when dragged, else (keyboard moves, which place the card at
 * the chosen column's top) the column or card it overlaps most. Corner distances would favour the
 * card's own column when columns are tall.
 */
const overlap: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

function Column({ column, busy }: { column: PipelineColumn; busy: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status, data: { column: column.status } });
  const label = LEAD_STATUS_LABELS[column.status];
  const headingId = `pipeline-${column.status}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex w-64 shrink-0 flex-col rounded-xl border xl:w-auto xl:min-w-0 bg-slate-50 dark:bg-slate-800/50 ${
        isOver ? "border-brand-500" : "border-slate-200 dark:border-slate-800"
      }`}
    >
      <header className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
        <h2 id={headingId} className="font-semibold">
          {label}
        </h2>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {column.count} {column.count === 1 ? "lead" : "leads"} · {formatInr(column.total)}
        </p>
      </header>
      <SortableContext items={column.cards.map(cardId)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} aria-label={`${label} leads`} className="min-h-24 flex-1 space-y-2 p-2">
          {column.cards.map((card) => (
            <SortableCard key={cardId(card)} card={card} disabled={busy} />
          ))}
          {column.cards.length === 0 && (
            <li className="px-1 py-4 text-center text-xs text-slate-600 dark:text-slate-300">No leads</li>
          )}
        </ul>
      </SortableContext>
      {column.count > column.cards.length && (
        <p className="px-3 pb-2 text-xs text-slate-600 dark:text-slate-300">
          Newest {column.cards.length} of {column.count} shown
        </p>
      )}
    </section>
  );
}

/** The board with `card` moved to `to` (at the top of its column), counts and totals kept in step. */
export function moved(board: PipelineBoard, card: PipelineCard, to: PipelineStatus): PipelineBoard {
  return {
    columns: board.columns.map((c) => {
      if (c.status === card.leadStatus)
        return {
          ...c,
          count: c.count - 1,
          total: c.total - (card.value ?? 0),
          cards: c.cards.filter((x) => cardId(x) !== cardId(card)),
        };
      if (c.status === to)
        return {
          ...c,
          count: c.count + 1,
          total: c.total + (card.value ?? 0),
          cards: [{ ...card, leadStatus: to, version: card.version + 1 }, ...c.cards],
        };
      return c;
    }),
  };
}

/** /pipeline: every lead but Spam on a board; moving a card (mouse, touch or keyboard) sets its status. */
export function PipelinePage() {
  const client = useQueryClient();
  const board = useQuery({ queryKey: pipelineKey, queryFn: () => callData(pipelineApi.board) });
  const [active, setActive] = useState<PipelineCard | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeys }),
  );
  const move = useMutation({
    mutationFn: ({ card, to }: { card: PipelineCard; to: PipelineStatus }) =>
      call(pipelineApi.move, {
        params: { kind: card.kind, id: card._id },
        body: { leadStatus: to, version: card.version },
      }),
    onMutate: ({ card, to }) => {
      const before = client.getQueryData<PipelineBoard>(pipelineKey);
      if (before) client.setQueryData(pipelineKey, moved(before, card, to));
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) client.setQueryData(pipelineKey, context.before);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["dashboard-stats"] });
      void client.invalidateQueries({ queryKey: ["pipeline-totals"] });
    },
  });
  const stale = move.error instanceof ApiError && move.error.status === 409;

  const cards = board.data?.columns.flatMap((c) => c.cards) ?? [];
  const find = (id: string | number) => cards.find((c) => cardId(c) === id);
  const nameOf = (id: string | number) => find(id)?.name ?? "The lead";
  const columnOf = (id: string | number | undefined, data?: { column?: PipelineStatus }) =>
    data?.column ?? (board.data?.columns.some((c) => c.status === id) ? (id as PipelineStatus) : undefined);
  const labelOf = (s: PipelineStatus | undefined) => (s ? LEAD_STATUS_LABELS[s] : "no column");

  const onDragStart = (e: DragStartEvent) => setActive(find(e.active.id) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setActive(null);
    const card = find(e.active.id);
    const to = columnOf(e.over?.id, e.over?.data.current as { column?: PipelineStatus } | undefined);
    if (card && to && to !== card.leadStatus) move.mutate({ card, to });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Pipeline"
        intro="Every lead but Spam by status, with its value. Drag a card, or focus its handle and press Space, the arrow keys, then Space."
      />
      {(move.isError || move.isPending) && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          {move.isPending ? (
            <span className="text-slate-600 dark:text-slate-300">Moving...</span>
          ) : (
            <>
              <span className="text-red-700 dark:text-red-400">{stale ? STALE : move.error?.message}</span>
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => {
                  move.reset();
                  void board.refetch();
                }}
              >
                Reload
              </button>
            </>
          )}
        </div>
      )}
      {board.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading the pipeline...
        </p>
      ) : board.isError ? (
        <LoadError message={board.error.message} onRetry={() => void board.refetch()} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={overlap}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActive(null)}
          accessibility={{
            screenReaderInstructions: {
              draggable:
                "To move a lead, press Space. Use the arrow keys to choose a column, then press Space to drop it there, or Escape to cancel.",
            },
            announcements: {
              onDragStart: ({ active: a }) => `Picked up ${nameOf(a.id)}.`,
              onDragOver: ({ active: a, over }) =>
                `${nameOf(a.id)} is over ${labelOf(columnOf(over?.id, over?.data.current as { column?: PipelineStatus }))}.`,
              onDragEnd: ({ active: a, over }) =>
                `${nameOf(a.id)} was dropped in ${labelOf(columnOf(over?.id, over?.data.current as { column?: PipelineStatus }))}.`,
              onDragCancel: ({ active: a }) => `Moving ${nameOf(a.id)} was cancelled.`,
            },
          }}
        >
          <div
            role="region"
            aria-label="Pipeline board"
            // Below xl the board scrolls sideways (keyboard users reach the scroll area too), and a keyboard
            // move first scrolls the next column into view; from xl up all five columns fit.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="flex items-start gap-3 overflow-x-auto pb-4 xl:grid xl:grid-cols-5 xl:overflow-visible"
          >
            {board.data.columns.map((column) => (
              <Column key={column.status} column={column} busy={move.isPending} />
            ))}
          </div>
          <DragOverlay>{active ? <CardFace card={active} /> : null}</DragOverlay>
        </DndContext>
      )}
    </div>
  );
}
