import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { mapEmbedUrl, mapLinkUrl } from "./map-urls";

/**
 * A map of `query` that loads the provider's iframe only when scrolled near the viewport or when asked for,
 * so the page itself stays light; a plain link opens the map elsewhere either way.
 */
export function LazyMap({ query, label }: { query: string; label: string }) {
  const [load, setLoad] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const asked = useRef(false);

  // The button that asked for the map is gone: hand its focus to the map.
  useEffect(() => {
    if (load && asked.current) frameRef.current?.focus();
  }, [load]);

  useEffect(() => {
    const box = boxRef.current;
    if (load || !box || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLoad(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [load]);

  return (
    <figure className="space-y-3">
      <div
        ref={boxRef}
        className="relative aspect-[16/10] w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800 sm:aspect-[16/7]"
      >
        {load ? (
          <iframe
            ref={frameRef}
            title={`Map: ${label}`}
            src={mapEmbedUrl(query)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => {
              asked.current = true;
              setLoad(true);
            }}
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-700 hover:bg-slate-200/60 dark:text-slate-200 dark:hover:bg-slate-700/60"
          >
            <MapPin aria-hidden="true" className="size-8 text-brand-600 dark:text-brand-500" />
            <span className="font-semibold">Show map</span>
          </button>
        )}
      </div>
      <figcaption className="text-sm text-slate-600 dark:text-slate-300">
        {label} ·{" "}
        <a
          href={mapLinkUrl(query)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
        >
          Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
