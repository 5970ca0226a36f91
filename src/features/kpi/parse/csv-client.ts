import type { CsvJobMessage, CsvRequest, CsvSource } from "./messages";

// One warm worker waits for the next job, so a job does not pay for starting the worker and loading its code.
let spare: Worker | null = null;
const createWorker = () => new Worker(new URL("./csv.worker.ts", import.meta.url), { type: "module" });

function takeWorker(): Worker {
  const worker = spare ?? createWorker();
  spare = null;
  return worker;
}

/** Starts a worker ahead of the first job (called when the extraction panel opens). */
export function prewarmCsvWorker(): void {
  if (!spare && typeof Worker !== "undefined") spare = createWorker();
}

export interface CsvJob {
  cancel: () => void;
}

/** Runs a CSV job in a Web Worker so parsing never blocks the page; falls back to the page where workers are missing. */
export function startCsvJob(
  source: CsvSource,
  request: CsvRequest,
  onMessage: (m: CsvJobMessage) => void,
): CsvJob {
  let done = false;
  const handle = (m: CsvJobMessage) => {
    if (done) return;
    if (m.type !== "progress") done = true;
    onMessage(m);
  };
  if (typeof Worker === "undefined") {
    let abort = () => {};
    void import("./csv-job").then(({ runCsvJob }) => {
      if (!done) abort = runCsvJob(source, request, handle).abort;
    });
    return {
      cancel: () => {
        done = true;
        abort();
      },
    };
  }
  const worker = takeWorker();
  worker.onmessage = (e: MessageEvent<CsvJobMessage>) => {
    handle(e.data);
    if (done) {
      worker.terminate();
      prewarmCsvWorker();
    }
  };
  worker.onerror = () => {
    handle({ type: "error", message: "The file could not be processed in this browser." });
    worker.terminate();
  };
  worker.postMessage({ source, request });
  return {
    cancel: () => {
      done = true;
      worker.terminate();
      prewarmCsvWorker();
    },
  };
}
