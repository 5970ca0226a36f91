import Papa from "papaparse";
import { createColumnProfiler, createKpiExtractor } from "~/shared/kpi";
import { PREVIEW_ROWS, PROFILE_ROWS, type CsvJobMessage, type CsvRequest, type CsvSource } from "./messages";

/** Chunk size of the streaming parser; each chunk reports progress once. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * Streams a CSV (header row first) through the parser and either inspects it (columns, types, preview, row count)
 * or extracts KPIs with rules. Runs in the worker, or in the page where workers are unavailable.
 */
export function runCsvJob(
  source: CsvSource,
  request: CsvRequest,
  emit: (m: CsvJobMessage) => void,
): { abort: () => void } {
  // Pasted text goes through the same streaming path as a file.
  const blob = typeof source === "string" ? new Blob([source], { type: "text/csv" }) : source;
  const total = blob.size;
  let columns: string[] | null = null;
  let rows = 0;
  let aborted = false;
  let parser: Papa.Parser | null = null;
  const preview: string[][] = [];
  let profiler: ReturnType<typeof createColumnProfiler> | null = null;
  const extractor =
    request.mode === "extract"
      ? createKpiExtractor(request.rules, { periodColumn: request.periodColumn })
      : null;

  const onRow = (row: string[]) => {
    if (!columns) {
      columns = row.map((c, i) => c.trim() || `Column ${i + 1}`);
      profiler = createColumnProfiler(columns.length);
      extractor?.start(columns);
      return;
    }
    rows++;
    if (extractor) {
      extractor.push(row);
      return;
    }
    if (rows <= PREVIEW_ROWS) preview.push(row);
    if (rows <= PROFILE_ROWS) profiler!.push(row);
  };

  const config: Papa.ParseLocalConfig<string[], File> = {
    header: false,
    skipEmptyLines: "greedy",
    chunkSize: CHUNK_BYTES,
    chunk: (results, p) => {
      parser = p;
      if (aborted) return p.abort();
      const data = results.data;
      for (let i = 0; i < data.length; i++) onRow(data[i]!);
      emit({ type: "progress", loaded: Math.min(results.meta.cursor, total), total, rows });
    },
    complete: () => {
      if (aborted) return;
      emit({ type: "progress", loaded: total, total, rows });
      if (!columns) return emit({ type: "error", message: "The file is empty." });
      if (extractor) emit({ type: "extracted", extraction: extractor.finish() });
      else
        emit({ type: "inspected", dataset: { columns, types: profiler!.types(), preview, rowCount: rows } });
    },
    error: (err: Error) => {
      if (!aborted) emit({ type: "error", message: `The file could not be read: ${err.message}` });
    },
  };
  Papa.parse(blob as File, config);
  return {
    abort: () => {
      aborted = true;
      parser?.abort();
    },
  };
}
