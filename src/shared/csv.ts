// CSV as every export writes it: the lead exports on the server and the admin's table exports in the
// browser. Every cell is quoted, and text a spreadsheet would run as a formula is defused with an
// apostrophe: at the start of the cell, and after each ";" or "," (a spreadsheet that splits on either
// would start a new cell there).

export type CsvValue = string | number | null | undefined;

/** Characters that make a spreadsheet read what follows as a formula. */
const FORMULA_AFTER = /(^|[;,])(?=[=+\-@\t\r])/g;

/** One cell, always in quotes; numbers are written as they are (a negative number is no formula). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === "string" ? value.replace(FORMULA_AFTER, "$1'") : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of cells, ended by CR LF as RFC 4180 writes it. */
export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** A whole file: the header line, then a line per row. */
export const csvText = (header: readonly string[], rows: readonly (readonly CsvValue[])[]) =>
  [header, ...rows].map(csvLine).join("");
