import { createColumnProfiler, createKpiExtractor } from "~/shared/kpi";
import { createCsvScanner } from "./csv-scan";
import {
  binaryMessage,
  defaultCsvLimits,
  longRowMessage,
  looksBinary,
  tooLargeMessage,
  tooManyColumnsMessage,
  type CsvLimits,
} from "./limits";
import { PREVIEW_ROWS, PROFILE_ROWS, type CsvJobMessage, type CsvRequest, type CsvSource } from "./messages";

/** Bytes read at a time; each chunk is parsed, folded and reported as progress, then dropped. */
export const CHUNK_BYTES = 1024 * 1024;
/** Bytes looked at to tell text from binary data. */
const SNIFF_BYTES = 64 * 1024;

/**
 * Streams a CSV (header row first) chunk by chunk and either inspects it (columns, types, preview, row count)
 * or extracts KPIs with rules. No row outlives its chunk: rows are folded into aggregates, and only the
 * preview and the profiled rows' verdicts are kept. Runs in the worker, or in the page where workers are
 * unavailable.
 */
export function runCsvJob(
  source: CsvSource,
  request: CsvRequest,
  emit: (m: CsvJobMessage) => void,
  limits: CsvLimits = defaultCsvLimits,
): { abort: () => void } {
  // Pasted text goes through the same streaming path as a file.
  const blob = typeof source === "string" ? new Blob([source], { type: "text/csv" }) : source;
  const total = blob.size;
  let columns: string[] | null = null;
  let rows = 0;
  let ended = false;
  const preview: string[][] = [];
  let profiler: ReturnType<typeof createColumnProfiler> | null = null;
  const extractor =
    request.mode === "extract"
      ? createKpiExtractor(request.rules, { periodColumn: request.periodColumn })
      : null;

  const fail = (message: string) => {
    if (ended) return;
    ended = true;
    scanner.stop();
    emit({ type: "error", message });
  };

  const scanner = createCsvScanner({
    maxRowChars: limits.maxRowChars,
    onLongRow: () => fail(longRowMessage(columns ? rows + 2 : 1, limits.maxRowChars)),
    onRow: (cells) => {
      if (!columns) {
        if (cells.length > limits.maxColumns)
          return fail(tooManyColumnsMessage(cells.length, limits.maxColumns));
        columns = cells.map((c, i) => c?.trim() || `Column ${i + 1}`);
        if (extractor) {
          extractor.start(columns);
          scanner.select(extractor.columnsRead(columns.length));
        } else profiler = createColumnProfiler(columns.length);
        return;
      }
      rows++;
      if (extractor) return extractor.push(cells);
      if (rows <= PREVIEW_ROWS) preview.push(cells.map((c) => c ?? ""));
      if (rows > PROFILE_ROWS) return;
      profiler!.push(cells);
      // Past the profiled rows only the count matters: no cell is cut out any more.
      if (rows === PROFILE_ROWS) scanner.select("none");
    },
  });

  async function read(): Promise<void> {
    if (total > limits.maxFileBytes) return fail(tooLargeMessage(limits.maxFileBytes));
    const decoder = new TextDecoder();
    let next = total > 0 ? blob.slice(0, CHUNK_BYTES).arrayBuffer() : null;
    for (let pos = 0; next;) {
      const bytes = new Uint8Array(await next);
      if (ended) return;
      const end = pos + bytes.byteLength;
      // The next read runs while this chunk is parsed.
      next = end < total ? blob.slice(end, end + CHUNK_BYTES).arrayBuffer() : null;
      if (pos === 0 && looksBinary(bytes.subarray(0, SNIFF_BYTES))) return fail(binaryMessage);
      scanner.push(decoder.decode(bytes, { stream: next !== null }), next === null);
      if (ended) return;
      pos = end;
      emit({ type: "progress", loaded: end, total, rows });
    }
    if (!columns) return fail("The file is empty.");
    ended = true;
    if (extractor) emit({ type: "extracted", extraction: extractor.finish() });
    else emit({ type: "inspected", dataset: { columns, types: profiler!.types(), preview, rowCount: rows } });
  }

  read().catch((err: unknown) =>
    fail(`The file could not be read: ${err instanceof Error ? err.message : String(err)}`),
  );
  return {
    abort: () => {
      ended = true;
      scanner.stop();
    },
  };
}
