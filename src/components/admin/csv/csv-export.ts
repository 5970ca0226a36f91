import type { PageOf, PageRequest } from "~/lib/http/paging";
import { type CsvValue, csvText } from "~/shared/csv";

const EXPORT_PAGE_SIZE = 100;
const MAX_PAGES = 500;

/** Every record matching `search`, read page by page from the paged list call. */
export async function fetchAllPages<T>(
  fetchPage: (request: PageRequest) => Promise<PageOf<T>>,
  search: string,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { items, total, capped } = await fetchPage({ page, pageSize: EXPORT_PAGE_SIZE, search });
    rows.push(...items);
    // A capped total is a lower bound: read on until a page comes back short.
    if (items.length < EXPORT_PAGE_SIZE || (!capped && rows.length >= total)) break;
  }
  return rows;
}

/** CSV text of the rows' `columns` (src/shared/csv.ts: every cell quoted, formulas defused). */
export function toCsv<T extends object>(rows: T[], columns: (keyof T & string)[]): string {
  return csvText(
    columns,
    rows.map((row) => columns.map((c) => row[c] as CsvValue)),
  );
}

/** e.g. contacts-2025-06-01.csv or contacts-acme-2025-06-01.csv */
export function csvFileName(base: string, search: string, now = new Date()): string {
  const slug = search
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${[base, slug, now.toISOString().slice(0, 10)].filter(Boolean).join("-")}.csv`;
}

export function downloadCsv(csv: string, fileName: string): void {
  // The byte-order mark lets spreadsheet programs read the file as UTF-8.
  downloadFile(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }), fileName);
}

/** Saves a file built in the browser, as a download. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
