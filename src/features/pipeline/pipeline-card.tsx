import { useSortable } from "@dnd-kit/sortable";
import { GripVertical } from "lucide-react";
import { Link } from "react-router";
import type { PipelineCard } from "~/contract/pipeline";
import { leadPagePath } from "~/shared/paths";
import { formatLeadValue } from "~/components/admin/lead-value-format";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long ago the lead arrived: "today", "1 day", "12 days". */
export function age(createdAt: string, now = Date.now()): string {
  const days = Math.floor((now - Date.parse(createdAt)) / DAY_MS);
  return days <= 0 ? "today" : days === 1 ? "1 day" : `${days} days`;
}

export const cardId = (c: Pick<PipelineCard, "kind" | "_id">) => `${c.kind}:${c._id}`;

/** The card's face: name (to the lead page), company, value, assignee and age. */
export function CardFace({ card, handle }: { card: PipelineCard; handle?: React.ReactNode }) {
  return (
    <div className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-900">
      {handle}
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={leadPagePath(card.kind, card._id)}
          className="block break-words font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
        >
          {card.name}
        </Link>
        {card.companyName && (
          <p className="break-words text-slate-700 dark:text-slate-300">{card.companyName}</p>
        )}
        <p className="font-semibold tabular-nums">{formatLeadValue(card.value)}</p>
        <p className="break-all text-xs text-slate-600 dark:text-slate-300">
          {card.assigneeEmail ?? "Unassigned"} · {age(card.createdAt)}
        </p>
      </div>
    </div>
  );
}

/** A card that moves by drag and drop, or by keyboard from its handle (Space, arrows, Space). */
export function SortableCard({ card, disabled }: { card: PipelineCard; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: cardId(card), data: { column: card.leadStatus }, disabled });
  const style = {
    transform: transform
      ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)`
      : undefined,
    transition,
  };
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? "opacity-40" : undefined}>
      <CardFace
        card={card}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Move ${card.name}`}
            className="-m-1 cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <GripVertical aria-hidden="true" className="h-4 w-4" />
          </button>
        }
      />
    </li>
  );
}
