import type { ColumnType, KpiExtraction } from "~/shared/kpi";
import { defaultCsvLimits } from "./limits";

export const MAX_FILE_BYTES = defaultCsvLimits.maxFileBytes;
export const PREVIEW_ROWS = 8;
/** Column types are detected on the first rows; enough to see a column's shape without slowing large files. */
export const PROFILE_ROWS = 5_000;

export type CsvSource = Blob | string;

export type CsvRequest = { mode: "inspect" } | { mode: "extract"; rules: unknown[]; periodColumn?: string };

export interface DatasetInfo {
  columns: string[];
  types: ColumnType[];
  preview: string[][];
  rowCount: number;
}

export type CsvJobMessage =
  | { type: "progress"; loaded: number; total: number; rows: number }
  | { type: "inspected"; dataset: DatasetInfo }
  | { type: "extracted"; extraction: KpiExtraction }
  | { type: "error"; message: string };

export interface CsvJobRequest {
  source: CsvSource;
  request: CsvRequest;
}
