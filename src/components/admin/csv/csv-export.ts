// Exports are built by the server, which records each one (docs/product.md §6); the browser only saves them.

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
