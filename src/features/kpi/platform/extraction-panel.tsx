import { useEffect } from "react";
import { prewarmCsvWorker } from "../parse/csv-client";
import { DataPreview } from "./data-preview";
import { JobProgress } from "./job-progress";
import { WorkspaceMessages } from "./notice";
import { RulesForm } from "./rules-form";
import { SourcePicker } from "./source-picker";
import { useWorkspace } from "./workspace";

export function ExtractionPanel() {
  const dataset = useWorkspace((s) => s.dataset);
  useEffect(prewarmCsvWorker, []);
  return (
    <div>
      <h2 className="text-2xl font-bold">Data Extraction</h2>
      <p className="mt-1 mb-6 text-slate-600 dark:text-slate-300">
        Your file is read in this browser and is not uploaded anywhere.
      </p>
      <WorkspaceMessages onExtractionTab />
      <SourcePicker />
      <JobProgress />
      {dataset ? (
        <>
          <DataPreview dataset={dataset} />
          <RulesForm key={dataset.name + dataset.size} dataset={dataset} />
        </>
      ) : null}
    </div>
  );
}
