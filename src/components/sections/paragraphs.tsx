/** Paragraphs of body text, each `mt-4`; `size` sets type size and line height. */
export function Paragraphs({ items, size }: { items: readonly string[]; size: string }) {
  return items.map((p) => (
    <p key={p} className={`mt-4 ${size} text-slate-700 dark:text-slate-300`}>
      {p}
    </p>
  ));
}
