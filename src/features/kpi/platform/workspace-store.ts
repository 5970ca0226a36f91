// The platform's working state, apart from the actions (workspace.ts) that load zod and the CSV worker,
// so panels that only show it (the dashboard's messages) stay light.
import { create } from "zustand";
import type { KpiAggregate } from "~/shared/kpi/aggregates";
import type { CsvSource, DatasetInfo } from "../parse/messages";

export interface Dataset {
  name: string;
  size: number;
  source: CsvSource;
  info: DatasetInfo;
  /** Set when the data is a template's sample. */
  templateId: string | null;
}

export interface JobState {
  kind: "inspect" | "extract";
  name: string;
  loaded: number;
  total: number;
  rows: number;
}

export interface RuleDraft {
  key: string;
  name: string;
  column: string;
  aggregate: KpiAggregate;
  filterColumn: string;
  filterValue: string;
  target: string;
  unit: string;
  category: string;
}

export type RuleField = "name" | "column" | "aggregate" | "filterColumn" | "target" | "unit" | "category";

export interface WorkspaceState {
  dataset: Dataset | null;
  job: JobState | null;
  error: string | null;
  notice: string | null;
  rules: RuleDraft[];
  periodColumn: string;
  fieldErrors: Record<string, Partial<Record<RuleField, string>>>;
  ruleErrors: Record<string, string>;
  filePickerHandled: number;
}

export const initialWorkspace: WorkspaceState = {
  dataset: null,
  job: null,
  error: null,
  notice: null,
  rules: [],
  periodColumn: "",
  fieldErrors: {},
  ruleErrors: {},
  filePickerHandled: 0,
};

export const useWorkspace = create<WorkspaceState>()(() => ({ ...initialWorkspace }));
