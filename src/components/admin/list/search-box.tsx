import { Search } from "lucide-react";
import { useContext, useEffect, useId, useRef, useState } from "react";
import { UNSAFE_DataRouterContext, useNavigation } from "react-router";

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
  const [reported, setReported] = useState<string | null>(null);
  if (value !== shown) {
    setShown(value);
    // Back, a link or a reset set the box. Its own report reaching the URL does not: on a slow device
    // keys typed meanwhile would be lost ("JANE" became "JNE").
    if (reported !== null && value.trim() === reported.trim()) setReported(null);
    else setDraft(value);
  }

  const report = useRef(onSearch);
  useEffect(() => {
    report.current = onSearch;
  }, [onSearch]);

  // The debounced report navigates (the search lives in the URL). Run while another navigation is under
  // way (a click on a lead's name, its page still loading), it would replace that navigation and send
  // staff back to the list: a pending report is dropped the moment a navigation starts, and none is
  // scheduled until the router is idle again (then the list is still here, and the draft still stands).
  const navigating = useNavigation().state !== "idle";
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (navigating || draft.trim() === value.trim()) return;
    const timer = setTimeout(() => {
      setReported(draft);
      report.current(draft);
    }, SEARCH_DEBOUNCE_MS);
    pending.current = timer;
    return () => clearTimeout(timer);
  }, [draft, value, navigating]);
  // The router tells its subscribers as the navigation starts, before React renders the new state: the
  // render above alone would leave a window in which a report due that instant still ran.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(
    () =>
      router?.subscribe((state) => {
        if (state.navigation.state !== "idle") clearTimeout(pending.current);
      }),
    [router],
  );

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
