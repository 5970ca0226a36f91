// What a file may be before the reader refuses it, and the messages it gives. Tests pass small limits.

export interface CsvLimits {
  maxFileBytes: number;
  maxColumns: number;
  /** A row longer than this is a missing line break or closing quote, not data. */
  maxRowChars: number;
}

export const defaultCsvLimits: CsvLimits = {
  maxFileBytes: 1024 * 1024 * 1024,
  maxColumns: 1_000,
  maxRowChars: 1024 * 1024,
};

/** "1 GB", "100 MB", "64 KB", "512 bytes". */
export function formatBytes(bytes: number): string {
  const units = [
    ["GB", 1024 ** 3],
    ["MB", 1024 ** 2],
    ["KB", 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes < size) continue;
    const n = Number((bytes / size).toFixed(1));
    // The KPI page's texts call this as its module loads; below 1,000 there is nothing to group, and
    // skipping the locale formatter spares a slow phone the 50 ms of loading locale data then.
    return `${n < 1000 ? n : n.toLocaleString("en")} ${unit}`;
  }
  return `${bytes} bytes`;
}

export const tooLargeMessage = (maxBytes: number) =>
  `This file is larger than ${formatBytes(maxBytes)}. Please split it into smaller CSV files.`;

export const binaryMessage =
  "This file is not a text CSV: it holds binary data. Save or export it as CSV (comma-separated text) and try again.";

export const tooManyColumnsMessage = (columns: number, max: number) =>
  `This file has ${columns.toLocaleString("en")} columns; at most ${max.toLocaleString("en")} can be read. Remove the columns you don't need and try again.`;

export const longRowMessage = (line: number, max: number) =>
  `Row ${line.toLocaleString("en")} is longer than ${formatBytes(max)} of text, so a line break or a closing quote is probably missing. Check the file and try again.`;

/** NUL bytes or many control characters in the first bytes: an image, archive or spreadsheet, not CSV text. */
export function looksBinary(head: Uint8Array): boolean {
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const b = head[i]!;
    if (b === 0) return true;
    if (b < 32 && b !== 9 && b !== 10 && b !== 12 && b !== 13) control++;
  }
  return control > head.length / 100;
}
