import { useState } from "react";

export const TRUNCATE_AT = 80;

/** Long text shows its start and a "Read more" button; always rendered as text. */
export function ExpandableText({ text, what }: { text: string; what: string }) {
  const [open, setOpen] = useState(false);
  const chars = Array.from(text);
  if (chars.length <= TRUNCATE_AT) return <span className="whitespace-pre-wrap break-words">{text}</span>;
  return (
    <div>
      <p className="whitespace-pre-wrap break-words">
        {open ? text : `${chars.slice(0, TRUNCATE_AT).join("").trimEnd()}…`}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-label={`${open ? "Show less" : "Read more"} of ${what}`}
        onClick={() => setOpen(!open)}
        className="mt-1 text-sm font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-200"
      >
        {open ? "Show less" : "Read more"}
      </button>
    </div>
  );
}
