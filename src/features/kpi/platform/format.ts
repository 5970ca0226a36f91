import { onFirstUse } from "~/lib/on-first-use";

const number = onFirstUse(() => new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }));
const dateTime = onFirstUse(
  () => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" }),
);
const prefixUnits = new Set(["₹", "$", "€", "£", "¥"]);

export const formatNumber = (n: number) => number().format(n);

/** "₹3,16,000", "94.5%", "26 deals". */
export function formatValue(value: number, unit: string): string {
  const n = formatNumber(value);
  if (!unit) return n;
  if (prefixUnits.has(unit)) return `${unit}${n}`;
  if (unit === "%") return `${n}%`;
  return `${n} ${unit}`;
}

/** ISO times become a local date and time; period labels (e.g. "2025-07") are shown as they are. */
export function formatWhen(at: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(at)) return at;
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? at : dateTime().format(d);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024)} KB`;
  return `${formatNumber(bytes / 1024 / 1024)} MB`;
}
