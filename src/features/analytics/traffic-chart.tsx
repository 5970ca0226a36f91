import { type KeyboardEvent, useId, useState } from "react";
import { formatCount } from "~/lib/admin/format";
import { DataTable } from "./report-table";

type Day = { day: string; visitors: number; pageViews: number };

const W = 640;
const H = 220;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

const series = [
  {
    key: "visitors",
    label: "Visitors",
    stroke: "stroke-brand-600 dark:stroke-brand-200",
    swatch: "bg-brand-600 dark:bg-brand-200",
  },
  {
    key: "pageViews",
    label: "Page views",
    stroke: "stroke-amber-600 dark:stroke-amber-400",
    swatch: "bg-amber-600 dark:bg-amber-400",
  },
] as const;

const describe = (d: Day) =>
  `${d.day}: ${formatCount(d.visitors)} visitors, ${formatCount(d.pageViews)} page views`;

/**
 * Daily visitors and page views as two lines (hand-drawn SVG, no chart library to load). Arrow keys
 * move through the days and the reading is announced; the same figures are one click away as a table.
 */
export function TrafficChart({ days }: { days: Day[] }) {
  const id = useId();
  const [at, setAt] = useState<number | null>(null);
  const [asTable, setAsTable] = useState(false);
  const hi = Math.max(1, ...days.flatMap((d) => [d.visitors, d.pageViews]));
  const x = (i: number) =>
    PAD.left +
    (days.length < 2 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (days.length - 1));
  const y = (v: number) => PAD.top + (1 - v / hi) * (H - PAD.top - PAD.bottom);
  const path = (key: "visitors" | "pageViews") =>
    days.map((d, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(d[key]).toFixed(1)}`).join(" ");

  const onKey = (e: KeyboardEvent) => {
    const last = days.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, (at ?? -1) + 1),
      ArrowLeft: Math.max(0, (at ?? last + 1) - 1),
      Home: 0,
      End: last,
    };
    if (!(e.key in moves) || last < 0) return;
    e.preventDefault();
    setAt(moves[e.key]!);
  };
  const selected = at === null ? undefined : days[at];
  // The first and last day under the axis (one label when there is one day).
  const axisDays = days.length
    ? [
        { day: days[0]!.day, x: PAD.left, anchor: "start" as const },
        ...(days.length > 1 ? [{ day: days.at(-1)!.day, x: W - PAD.right, anchor: "end" as const }] : []),
      ]
    : [];

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Daily Visitors and Page Views
        </h2>
        <button
          type="button"
          aria-expanded={asTable}
          aria-controls={`${id}-table`}
          onClick={() => setAsTable((v) => !v)}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          {asTable ? "Hide table" : "Show as table"}
        </button>
      </div>
      <ul className="mt-2 flex gap-4 text-sm text-slate-700 dark:text-slate-200" aria-label="Legend">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block h-1 w-5 rounded ${s.swatch}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <div
        // The chart reads like a slider over its days: arrow keys, Home and End pick a day.
        role="slider"
        tabIndex={0}
        aria-label="Day in the chart of visitors and page views"
        aria-valuemin={1}
        aria-valuemax={Math.max(1, days.length)}
        aria-valuenow={(at ?? 0) + 1}
        aria-valuetext={selected ? describe(selected) : "Use the arrow keys to read each day"}
        onKeyDown={onKey}
        className="mt-2 rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" className="h-auto w-full">
          {[0, 0.5, 1].map((f) => (
            <g key={f}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(hi * f)}
                y2={y(hi * f)}
                className="stroke-slate-200 dark:stroke-slate-700"
              />
              <text
                x={PAD.left - 6}
                y={y(hi * f) + 4}
                fontSize="11"
                textAnchor="end"
                className="fill-slate-600 dark:fill-slate-300"
              >
                {formatCount(Math.round(hi * f))}
              </text>
            </g>
          ))}
          {series.map((s) => (
            <path key={s.key} d={path(s.key)} fill="none" strokeWidth={2.5} className={s.stroke} />
          ))}
          {selected && at !== null ? (
            <line
              x1={x(at)}
              x2={x(at)}
              y1={PAD.top}
              y2={H - PAD.bottom}
              strokeDasharray="4 3"
              className="stroke-slate-500"
            />
          ) : null}
          {axisDays.map((a) => (
            <text
              key={a.anchor}
              x={a.x}
              y={H - 8}
              fontSize="11"
              textAnchor={a.anchor}
              className="fill-slate-600 dark:fill-slate-300"
            >
              {a.day}
            </text>
          ))}
        </svg>
      </div>
      <p
        id={`${id}-reading`}
        aria-live="polite"
        className="mt-1 min-h-5 text-sm text-slate-700 dark:text-slate-200"
      >
        {selected ? describe(selected) : ""}
      </p>
      <div id={`${id}-table`} hidden={!asTable} className="mt-3">
        <DataTable
          caption="Daily visitors and page views"
          rows={days}
          rowKey={(d) => d.day}
          columns={[
            { label: "Day", cell: (d) => d.day },
            { label: "Visitors", cell: (d) => formatCount(d.visitors) },
            { label: "Page views", cell: (d) => formatCount(d.pageViews) },
          ]}
        />
      </div>
    </section>
  );
}
