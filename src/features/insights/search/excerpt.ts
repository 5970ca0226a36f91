// The excerpt a search result shows: the sentence around the first match in the body, with every
// matched word marked.

export interface Segment {
  text: string;
  match: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern for whole words starting with one of `terms` (results also match by prefix). */
function termPattern(terms: readonly string[]): RegExp | undefined {
  const words = [...new Set(terms.map((t) => t.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!words.length) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join("|")})[\\p{L}\\p{N}]*`, "giu");
}

/** Splits `text` into plain and matched parts. */
export function markMatches(text: string, terms: readonly string[]): Segment[] {
  const pattern = termPattern(terms);
  if (!pattern) return [{ text, match: false }];
  const out: Segment[] = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index), match: false });
    out.push({ text: m[0], match: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at), match: false });
  return out;
}

/**
 * About `length` characters of `text` around the first word matching `terms`, cut at word boundaries,
 * with "…" where text was left out; the start of `fallback` when nothing in `text` matches.
 */
export function excerpt(text: string, terms: readonly string[], fallback: string, length = 180): Segment[] {
  const pattern = termPattern(terms);
  const first = pattern ? pattern.exec(text) : null;
  if (!first) return markMatches(clip(fallback, 0, length), terms);
  let start = Math.max(0, first.index - Math.floor(length / 3));
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  return markMatches(clip(text, start, length), terms);
}

function clip(text: string, start: number, length: number): string {
  const flat = text.replace(/\s+/g, " ");
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  return `${start > 0 ? "…" : ""}${flat.slice(start, end).trim()}${end < flat.length ? "…" : ""}`;
}
