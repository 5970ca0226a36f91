import { readFileSync } from "node:fs";
import { http, HttpResponse } from "msw";
import { join } from "node:path";
import type { KpiItem } from "~/contract/kpi";
import { KpiExtractPage } from "~/features/kpi/kpi-extract-page";
import { resetWorkspace } from "~/features/kpi/platform/workspace";
import { useKpiUi } from "~/features/kpi/ui-store";
import { useKpiStore } from "~/features/kpi/kpi-store";
import { server } from "../msw/server";
import { renderRoutes } from "../render";

export const sampleCsv = (file: string) => readFileSync(join(process.cwd(), "public/samples", file), "utf8");

/** Serves public/samples like the real site does. */
export function serveSamples() {
  server.use(
    http.get("*/samples/:file", ({ params }) =>
      HttpResponse.text(sampleCsv(String(params.file)), { headers: { "Content-Type": "text/csv" } }),
    ),
  );
}

export function resetKpiState(kpiData: KpiItem[] = []) {
  resetWorkspace();
  useKpiUi.setState({
    tab: "dashboard",
    tourStep: null,
    connectOpen: false,
    pendingTemplateId: null,
    filePickerRequest: 0,
  });
  useKpiStore.setState({ kpiData, hydrated: true, selectedKpiCategory: null });
}

export function renderKpiPage() {
  return renderRoutes(
    [
      { path: "/platform/kpi-extract", element: <KpiExtractPage /> },
      { path: "/contact", element: <h1>Contact page</h1> },
      { path: "/demo", element: <h1>Demo page</h1> },
    ],
    "/platform/kpi-extract",
  );
}

let n = 0;
export function kpi(over: Partial<KpiItem> = {}): KpiItem {
  n++;
  return {
    id: `kpi-${n}`,
    name: `Metric ${n}`,
    value: 50,
    target: 100,
    unit: "",
    trend: "flat",
    category: "General",
    lastUpdated: `2025-01-${String(10 + (n % 18)).padStart(2, "0")}T10:00:00.000Z`,
    history: [],
    ...over,
  };
}
