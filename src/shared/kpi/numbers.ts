/** Result of reading a cell as a number: a number, `null` for a blank cell, `NaN` when it is not numeric. */
export type NumericCell = number | null;

// Accepts "1,234.5", "$1,200", "₹ 25,000", "12%", "(300)" is not accepted: ambiguous in exports.
const loose = /^([+-]?)\s*[$€£₹¥]?\s*(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d*\.?\d+(?:[eE][+-]?\d+)?)\s*%?$/;

/** Longer than any real number: such a cell is text (the cap also keeps the pattern below linear). */
const MAX_NUMBER_LENGTH = 64;

export function toNumber(cell: unknown): NumericCell {
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : NaN;
  if (cell === null || cell === undefined) return null;
  if (typeof cell !== "string") return NaN;
  if (cell.length > MAX_NUMBER_LENGTH && cell.trim().length > MAX_NUMBER_LENGTH) return NaN;
  // Fast path: most cells in numeric columns are plain numbers.
  const direct = +cell;
  if (
    cell.length > 0 &&
    direct === direct &&
    cell.charCodeAt(0) > 32 &&
    cell.charCodeAt(cell.length - 1) > 32
  ) {
    return Number.isFinite(direct) ? direct : NaN;
  }
  const trimmed = cell.trim();
  if (trimmed === "") return null;
  const m = loose.exec(trimmed);
  if (!m) return NaN;
  const n = Number((m[2] ?? "").replace(/,/g, ""));
  if (!Number.isFinite(n)) return NaN;
  return m[1] === "-" ? -n : n;
}

export function isBlank(cell: unknown): boolean {
  return cell === null || cell === undefined || (typeof cell === "string" && cell.trim() === "");
}

/** Filter comparison: trimmed and case-insensitive, so "North" matches " north ". */
export function normaliseFilterValue(cell: unknown): string {
  return cell === null || cell === undefined ? "" : String(cell).trim().toLowerCase();
}
