/// <reference lib="webworker" />
import { runCsvJob } from "./csv-job";
import type { CsvJobMessage, CsvJobRequest } from "./messages";

// One job per worker: the page terminates the worker to cancel.
self.onmessage = (event: MessageEvent<CsvJobRequest>) => {
  const { source, request } = event.data;
  runCsvJob(source, request, (m: CsvJobMessage) => self.postMessage(m));
};
