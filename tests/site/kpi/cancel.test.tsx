import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, it, vi } from "vitest";
import type { CsvJobMessage } from "~/features/kpi/parse/messages";
import { renderKpiPage, resetKpiState } from "./helpers";

// A parse that reports half its progress and then waits, so the visitor can cancel it.
const cancel = vi.fn();
vi.mock("~/features/kpi/parse/csv-client", () => ({
  prewarmCsvWorker: () => {},
  startCsvJob: (_source: unknown, _request: unknown, onMessage: (m: CsvJobMessage) => void) => {
    queueMicrotask(() => onMessage({ type: "progress", loaded: 5_000_000, total: 10_000_000, rows: 62_500 }));
    return { cancel };
  },
}));

beforeEach(() => resetKpiState());

it("shows parsing progress and cancels it", async () => {
  const user = userEvent.setup();
  renderKpiPage();
  await user.click(screen.getByRole("tab", { name: "Data Extraction" }));
  await screen.findByRole("button", { name: "Try with sample data" });
  await user.upload(
    screen.getByLabelText("CSV file"),
    new File(["a,b\n1,2\n"], "big.csv", { type: "text/csv" }),
  );

  const bar = await screen.findByRole("progressbar", { name: /Reading big\.csv… 50%/ });
  expect(bar).toHaveAttribute("aria-valuenow", "50");
  expect(screen.getByText(/62,500 rows/)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Try with sample data" })).toBeDisabled();

  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(cancel).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  expect(
    within(screen.getByRole("tabpanel", { name: "Data Extraction" })).getByText(
      "Cancelled. Nothing was changed.",
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole("table")).not.toBeInTheDocument();
});
