// A streaming CSV tokenizer fed text chunk by chunk. It cuts out only the cells a job asks for, so rows of
// columns nobody reads cost a scan and no strings; rows go to the callback and are not kept.

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** Which cells become strings: every cell, only the flagged columns, or none (rows are only counted). */
export type CellSelection = "all" | "none" | readonly boolean[];

export interface CsvScanner {
  /** Feeds the next piece of text; `last` marks the end of the input. */
  push(text: string, last: boolean): void;
  select(selection: CellSelection): void;
  /** Ends the scan: later pushes do nothing. */
  stop(): void;
}

export interface CsvScanOptions {
  /** Called per non-blank row with its cells (one array, reused: copy what you keep). */
  onRow: (cells: (string | undefined)[]) => void;
  /** Called with the length of a row that reached `maxRowChars`; scanning stops. */
  onLongRow: (chars: number) => void;
  maxRowChars: number;
}

const candidates = [",", "\t", ";", "|"].map((d) => d.charCodeAt(0));

/** Counts a delimiter outside quotes on one line. */
function countOutsideQuotes(line: string, delimiter: number): number {
  let n = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === QUOTE) quoted = !quoted;
    else if (c === delimiter && !quoted) n++;
  }
  return n;
}

/** The delimiter that splits the first lines into the same number of fields as the header (comma on a tie). */
export function guessDelimiter(sample: string): number {
  const lines = sample
    .split(/\r\n|\n|\r/)
    .slice(0, 10)
    .filter((l) => l.trim() !== "");
  let best = candidates[0]!;
  let bestScore = 0;
  for (const d of candidates) {
    const head = lines[0] ? countOutsideQuotes(lines[0], d) : 0;
    if (head === 0) continue;
    const score = lines.filter((l) => countOutsideQuotes(l, d) === head).length;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

export function createCsvScanner(options: CsvScanOptions): CsvScanner {
  const { onRow, onLongRow, maxRowChars } = options;
  let delimiter = -1;
  let carry = "";
  let skipLf = false;
  let stopped = false;
  let mode: 0 | 1 | 2 = 0; // all, some, none
  let keep: readonly boolean[] = [];
  let width = 0;
  const cells: (string | undefined)[] = [];

  function select(selection: CellSelection): void {
    mode = selection === "all" ? 0 : selection === "none" ? 2 : 1;
    keep = typeof selection === "string" ? [] : selection;
    width = keep.length;
    cells.length = 0;
  }

  function push(chunk: string, last: boolean): void {
    if (stopped) return;
    const text = carry + chunk;
    carry = "";
    if (delimiter < 0) {
      if (!last && text.length < 64 * 1024 && !text.includes("\n")) {
        carry = text;
        return;
      }
      delimiter = guessDelimiter(text.slice(0, 64 * 1024));
    }
    let i = 0;
    if (skipLf && text.charCodeAt(0) === LF) i = 1;
    skipLf = false;
    const n = text.length;
    rows: while (i < n) {
      const start = i;
      let col = 0;
      let filled = false;
      for (;;) {
        const want = mode === 0 || (mode === 1 && col < width && keep[col] === true);
        let value: string | undefined;
        let c = text.charCodeAt(i);
        if (c === QUOTE) {
          let j = i + 1;
          let seg = j;
          let acc = "";
          for (;;) {
            const q = text.indexOf('"', j);
            if (q < 0 || (q === n - 1 && !last)) {
              if (q < 0 && last) {
                // An unclosed quote at the end: the rest is the cell.
                value = want ? acc + text.slice(seg) : undefined;
                if (!filled) filled = /\S/.test(text.slice(seg));
                i = n;
                break;
              }
              carry = text.slice(start);
              break rows;
            }
            if (text.charCodeAt(q + 1) === QUOTE) {
              if (want) acc += text.slice(seg, q + 1);
              filled = true;
              j = q + 2;
              seg = j;
              continue;
            }
            if (!filled) filled = /\S/.test(text.slice(seg, q));
            if (want) value = acc + text.slice(seg, q);
            i = q + 1;
            break;
          }
          // Text after a closing quote (malformed) is kept, as spreadsheet tools do.
          let k = i;
          while (k < n && (c = text.charCodeAt(k)) !== delimiter && c !== LF && c !== CR) k++;
          if (k > i) {
            if (want) value = (value ?? "") + text.slice(i, k);
            if (!filled) filled = /\S/.test(text.slice(i, k));
          }
          i = k;
        } else {
          let k = i;
          while (k < n && (c = text.charCodeAt(k)) !== delimiter && c !== LF && c !== CR) {
            if (c > 32) filled = true;
            k++;
          }
          if (want) value = text.slice(i, k);
          i = k;
        }
        if (i >= n && !last) {
          carry = text.slice(start);
          break rows;
        }
        if (want) cells[col] = value;
        col++;
        if (i >= n) break;
        c = text.charCodeAt(i);
        i++;
        if (c === delimiter) continue;
        if (c === CR) {
          if (i < n) {
            if (text.charCodeAt(i) === LF) i++;
          } else skipLf = true;
        }
        break;
      }
      if (i - start > maxRowChars) {
        stopped = true;
        onLongRow(i - start);
        return;
      }
      if (!filled) continue;
      if (mode === 0) cells.length = col;
      else if (mode === 1) for (let k = col; k < width; k++) cells[k] = undefined;
      onRow(cells);
      if (stopped) return;
    }
    if (carry.length > maxRowChars) {
      stopped = true;
      onLongRow(carry.length);
    }
  }

  return {
    push,
    select,
    stop: () => {
      stopped = true;
    },
  };
}
