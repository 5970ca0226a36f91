import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { insightPath } from "~/content/site-map";
import { formatDay } from "~/content/insights/post-list";
import { lazyModule } from "~/lib/lazy-module";
import { loadPage } from "~/lib/load-page";
import type { SearchEngine, SearchResult } from "./search-engine";

// The search box of /insights: a combobox over a listbox of results (WAI-ARIA combobox pattern). Nothing
// of search loads with the page: the engine (MiniSearch) and the prebuilt index come on first focus.

const engineModule = lazyModule(() => import("./search-engine"));
let enginePromise: Promise<SearchEngine> | undefined;

/** The engine, loaded once per visit (kept across pages); a failed load is tried again on the next focus. */
function loadEngine(): Promise<SearchEngine> {
  enginePromise ??= engineModule
    .load()
    .then((m) => m.loadSearchEngine())
    .catch((error: unknown) => {
      enginePromise = undefined;
      throw error;
    });
  return enginePromise;
}

/** Forgets the loaded engine, so the next focus fetches the index again (tests start from a fresh page). */
export const forgetSearchEngine = () => {
  enginePromise = undefined;
};

type Status = "idle" | "loading" | "ready" | "error";

export function InsightsSearch() {
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const [status, setStatus] = useState<Status>("idle");
  const [engine, setEngine] = useState<SearchEngine>();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const load = () => {
    if (engine || status === "loading") return;
    setStatus("loading");
    loadEngine().then(
      (loaded) => {
        if (!alive.current) return;
        setEngine(loaded);
        setStatus("ready");
      },
      () => alive.current && setStatus("error"),
    );
  };

  const results: SearchResult[] = engine && query.trim() ? engine.search(query) : [];
  const expanded = open && query.trim() !== "" && results.length > 0;

  // A page load, not an in-app navigation: a post's highlighted code carries inline styles that only its
  // own page's policy allows, and its markup is prerendered for a full load (decision 41).
  const go = (result: SearchResult) => {
    setOpen(false);
    loadPage(insightPath(result.slug));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!results.length) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((i) =>
          i < 0 && step < 0 ? results.length - 1 : (i + step + results.length) % results.length,
        );
        return;
      }
      case "Enter": {
        const chosen = expanded ? results[active] : undefined;
        if (!chosen) return;
        event.preventDefault();
        go(chosen);
        return;
      }
      case "Escape":
        event.preventDefault();
        if (expanded) setOpen(false);
        else setQuery("");
        setActive(-1);
        return;
    }
  };

  const message =
    status === "error"
      ? "Search could not be loaded. Check your connection and try again."
      : !query.trim()
        ? ""
        : status !== "ready"
          ? "Loading search…"
          : results.length
            ? `${results.length} ${results.length === 1 ? "post" : "posts"} found. Use the arrow keys to choose, Enter to open.`
            : `No posts match “${query.trim()}”.`;

  return (
    <search className="relative w-full max-w-xl" aria-label="Insights">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Search insights
      </label>
      <div className="relative mt-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          id={id}
          // A text input: HTML allows the combobox role on it (not on type="search").
          type="text"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-status`}
          value={query}
          placeholder="Words from a title, text or tag"
          onFocus={load}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className="mt-1 min-h-5 text-sm text-slate-600 dark:text-slate-300"
      >
        {message}
        {status === "error" && (
          <>
            {" "}
            <button
              type="button"
              className="font-medium text-brand-700 underline hover:no-underline dark:text-brand-200"
              onClick={load}
            >
              Try again
            </button>
          </>
        )}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching posts"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {expanded &&
          results.map((result, i) => (
            // The keys (arrows, Enter, Escape) are the combobox input's, which keeps the focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={result.slug}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Keep focus in the box: the click below opens the post.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(result)}
              onMouseMove={() => setActive(i)}
              className="cursor-pointer border-b border-slate-100 px-4 py-3 last:border-b-0 aria-selected:bg-brand-50 dark:border-slate-800 dark:aria-selected:bg-slate-800"
            >
              <span className="block font-semibold text-slate-900 dark:text-white">{result.title}</span>
              <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
                {result.excerpt.map((part, j) =>
                  part.match ? (
                    <mark
                      key={j}
                      className="rounded-sm bg-yellow-200 px-0.5 text-slate-900 dark:bg-yellow-300"
                    >
                      {part.text}
                    </mark>
                  ) : (
                    <span key={j}>{part.text}</span>
                  ),
                )}
              </span>
              <time
                dateTime={result.publishDate}
                className="mt-1 block text-xs text-slate-600 dark:text-slate-400"
              >
                {formatDay(result.publishDate)}
              </time>
            </li>
          ))}
      </ul>
    </search>
  );
}
