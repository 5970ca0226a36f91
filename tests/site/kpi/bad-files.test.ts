import { describe, expect, it } from "vitest";
import { CHUNK_BYTES, runCsvJob } from "~/features/kpi/parse/csv-job";
import { defaultCsvLimits, formatBytes, type CsvLimits } from "~/features/kpi/parse/limits";
import type { CsvJobMessage, CsvRequest } from "~/features/kpi/parse/messages";

// Small stand-ins for the bad files: the limits are lowered so a few kilobytes show each case.
function run(
  source: string | Blob,
  limits: Partial<CsvLimits> = {},
  request: CsvRequest = { mode: "inspect" },
) {
  return new Promise<CsvJobMessage[]>((resolve) => {
    const messages: CsvJobMessage[] = [];
    runCsvJob(
      source,
      request,
      (m) => {
        messages.push(m);
        if (m.type !== "progress") resolve(messages);
      },
      { ...defaultCsvLimits, ...limits },
    );
  });
}

const sum: CsvRequest = {
  mode: "extract",
  rules: [{ name: "Total", column: "b", aggregate: "sum", target: 1 }],
};

describe("bad files get a clear message", () => {
  it("a file over the size limit (a 2 GB file against 1 GB) is refused before reading", async () => {
    const file = new Blob(["a,b\n1,2\n"]);
    Object.defineProperty(file, "size", { value: 2 * 1024 ** 3 });
    const messages = await run(file);
    expect(messages).toEqual([
      { type: "error", message: "This file is larger than 1 GB. Please split it into smaller CSV files." },
    ]);
  });

  it("a binary file with a .csv name", async () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 37) % 256);
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4]), bytes], "report.csv", { type: "text/csv" });
    const messages = await run(file);
    expect(messages).toEqual([
      {
        type: "error",
        message:
          "This file is not a text CSV: it holds binary data. Save or export it as CSV (comma-separated text) and try again.",
      },
    ]);
  });

  it("too many columns (5,000 against a limit of 1,000; here 50 against 20)", async () => {
    const header = Array.from({ length: 50 }, (_, i) => `c${i}`).join(",");
    const done = (await run(`${header}\n${"1,".repeat(49)}1\n`, { maxColumns: 20 })).at(-1);
    expect(done).toEqual({
      type: "error",
      message:
        "This file has 50 columns; at most 20 can be read. Remove the columns you don't need and try again.",
    });
    const wide = Array.from({ length: 5000 }, (_, i) => `c${i}`).join(",");
    expect((await run(`${wide}\n`)).at(-1)).toMatchObject({
      message: expect.stringMatching(/^This file has 5,000 columns/),
    });
  });

  it("one very long line (50 MB against 1 MB; here 200 KB against 10 KB), across chunks", async () => {
    const long = "x".repeat(200 * 1024);
    const message =
      "Row 3 is longer than 10 KB of text, so a line break or a closing quote is probably missing. Check the file and try again.";
    expect((await run(`a,b\n1,2\n${long},3\n4,5\n`, { maxRowChars: 10 * 1024 })).at(-1)).toEqual({
      type: "error",
      message,
    });
    // An unclosed quote swallows the rest of the file: the same message, not a frozen tab.
    const unclosed = `a,b\n1,2\n"${"y,".repeat(100 * 1024)}\n`;
    expect((await run(unclosed, { maxRowChars: 10 * 1024 }, sum)).at(-1)).toEqual({ type: "error", message });
  });

  it("rows within the limits still read, across the chunk size", async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => `${i % 7 === 0 ? `"r""${i}\nx"` : `r${i}`},${i}`);
    const csv = `a,b\r\n${rows.join("\r\n")}\r\n`;
    const three = csv + csv.slice("a,b\r\n".length).repeat(2);
    expect(three.length).toBeGreaterThan(CHUNK_BYTES);
    const done = (await run(three, {}, sum)).at(-1);
    const total = 3 * rows.reduce((s, _, i) => s + i, 0);
    expect(done).toMatchObject({
      type: "extracted",
      extraction: { rowCount: 180_000, outcomes: [{ ok: true, value: total }] },
    });
  });
});

describe("sizes in the messages", () => {
  it("reads in the largest whole unit, with a decimal and grouping where needed", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(64 * 1024)).toBe("64 KB");
    expect(formatBytes(1.5 * 1024 ** 2)).toBe("1.5 MB");
    expect(formatBytes(1000 * 1024)).toBe("1,000 KB");
    expect(formatBytes(1024 ** 3)).toBe("1 GB");
  });
});
