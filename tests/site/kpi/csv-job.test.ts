import { describe, expect, it } from "vitest";
import { runCsvJob } from "~/features/kpi/parse/csv-job";
import type { CsvJobMessage, CsvRequest } from "~/features/kpi/parse/messages";

function run(source: string | Blob, request: CsvRequest = { mode: "inspect" }) {
  return new Promise<CsvJobMessage[]>((resolve) => {
    const messages: CsvJobMessage[] = [];
    runCsvJob(source, request, (m) => {
      messages.push(m);
      if (m.type !== "progress") resolve(messages);
    });
  });
}

const last = (ms: CsvJobMessage[]) => ms.at(-1)!;

describe("CSV parsing job", () => {
  it("reads quoted fields with commas, quotes and new lines, and unicode", async () => {
    const csv =
      '\uFEFFname,city,amount\n"Sen, Anaya","Kolkata ""City""","₹ 1,200"\n"José\nMaría",Bengaluru 🌆,"2,500.50"\n';
    const messages = await run(csv);
    const done = last(messages);
    expect(done.type).toBe("inspected");
    if (done.type !== "inspected") return;
    expect(done.dataset.columns).toEqual(["name", "city", "amount"]);
    expect(done.dataset.rowCount).toBe(2);
    expect(done.dataset.preview[0]).toEqual(["Sen, Anaya", 'Kolkata "City"', "₹ 1,200"]);
    expect(done.dataset.preview[1]).toEqual(["José\nMaría", "Bengaluru 🌆", "2,500.50"]);
    expect(done.dataset.types).toEqual(["text", "text", "number"]);
  });

  it("detects numbers and dates, and reports progress up to the whole size", async () => {
    const csv = 'month,revenue,region\n2025-07,100,North\n2025-08,"1,250.5",South\n';
    const messages = await run(csv);
    const done = last(messages);
    expect(done.type === "inspected" && done.dataset.types).toEqual(["date", "number", "text"]);
    const progress = messages.filter((m) => m.type === "progress");
    expect(progress.at(-1)).toMatchObject({
      loaded: new Blob([csv]).size,
      total: new Blob([csv]).size,
      rows: 2,
    });
  });

  it("extracts KPIs with rules, quoted numbers included", async () => {
    const csv = 'region,amount\nNorth,"1,000"\nSouth,250\nNorth,"2,000"\n';
    const done = last(
      await run(csv, {
        mode: "extract",
        rules: [
          {
            name: "North",
            column: "amount",
            aggregate: "sum",
            filter: { column: "region", value: "north" },
            target: 1,
          },
        ],
      }),
    );
    expect(done.type === "extracted" && done.extraction.outcomes[0]).toMatchObject({ ok: true, value: 3000 });
  });

  it("an empty file is an error, not an empty table", async () => {
    expect(last(await run(""))).toEqual({ type: "error", message: "The file is empty." });
    expect(last(await run("\n\n"))).toEqual({ type: "error", message: "The file is empty." });
  });
});

describe("cancelling a CSV job", () => {
  it("stops after the chunk in hand: no more progress and no result", async () => {
    const csv = "a,b\n" + "1,2\n".repeat(700_000);
    const messages: CsvJobMessage[] = [];
    let job: { abort: () => void } | null = null;
    const firstProgress = new Promise<void>((resolve) => {
      job = runCsvJob(csv, { mode: "inspect" }, (m) => {
        messages.push(m);
        if (m.type === "progress") resolve();
      });
    });
    await firstProgress;
    job!.abort();
    // A second run of the same file, started now, reads every chunk: had the first gone on, with less
    // left to read it would have finished before this one.
    const second = await run(csv);
    expect(last(second).type).toBe("inspected");
    const seen = messages.length;
    expect(seen).toBe(1);
    expect(messages.some((m) => m.type !== "progress")).toBe(false);
  });
});
