import { isBlank, toNumber } from "./numbers";

export type ColumnType = "number" | "date" | "text" | "empty";

export const columnTypeLabels: Record<ColumnType, string> = {
  number: "Number",
  date: "Date",
  text: "Text",
  empty: "Empty",
};

const dateLike =
  /^(\d{4}-\d{1,2}(-\d{1,2})?([ T]\d{1,2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})$/;

/** Detects each column's type from the rows it is shown: a column is numeric/date when all its non-blank cells are. */
export function createColumnProfiler(columnCount: number) {
  const numeric = new Array<boolean>(columnCount).fill(true);
  const date = new Array<boolean>(columnCount).fill(true);
  const filled = new Array<boolean>(columnCount).fill(false);

  return {
    push(values: readonly unknown[]): void {
      for (let c = 0; c < columnCount; c++) {
        const cell = values[c];
        if (isBlank(cell)) continue;
        filled[c] = true;
        if (numeric[c]) {
          const n = toNumber(cell);
          if (n === null || n !== n) numeric[c] = false;
        }
        if (date[c] && !dateLike.test(String(cell).trim())) date[c] = false;
      }
    },
    types(): ColumnType[] {
      return filled.map((f, c) => (!f ? "empty" : numeric[c] ? "number" : date[c] ? "date" : "text"));
    },
  };
}
