import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

export const SEARCH_DEBOUNCE_MS = 300;

/** Search field that reports its value ~300 ms after typing stops; follows the URL when it changes (Back). */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  const report = useRef(onSearch);
  useEffect(() => {
    report.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = setTimeout(() => report.current(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder}
        onChange={(e) => setDraft(e.target.value)}
        maxLength={200}
        className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400"
      />
    </div>
  );
}
