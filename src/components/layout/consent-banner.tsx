import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useAppStore } from "~/lib/store";

/**
 * Small, non-blocking choice; analytics and visitor tracking wait for "Accept". Prerendered with every
 * page of a build that asks for consent (lib/visitor-tracking/consent-needed) and shown until the stored
 * choice is read (hidden before paint when there is one: lib/visitor-tracking/consent-boot).
 */
export function ConsentBanner() {
  const hydrated = useAppStore((s) => s.hydrated);
  const consent = useAppStore((s) => s.consent);
  const reopened = useAppStore((s) => s.consentOpen);
  const setConsent = useAppStore((s) => s.setConsent);
  const regionRef = useRef<HTMLElement>(null);
  const visible = !hydrated || consent === null || reopened;

  useEffect(() => {
    if (visible && reopened) regionRef.current?.focus();
  }, [visible, reopened]);

  if (!visible) return null;
  const button =
    "min-w-24 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:hover:bg-slate-700";
  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-labelledby="consent-title"
      data-consent-boot={hydrated ? undefined : ""}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-4 shadow-xl dark:border-slate-700 dark:bg-slate-900 sm:inset-x-auto sm:right-4"
    >
      <h2 id="consent-title" className="text-sm font-semibold">
        Cookies and analytics
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        May we use analytics cookies and record your visit to improve this site? Nothing is tracked unless you
        accept.{" "}
        <Link to="/privacy" className="font-semibold text-brand-700 underline dark:text-brand-200">
          Privacy notice
        </Link>
      </p>
      <div className="mt-3 flex gap-3">
        {(["accepted", "rejected"] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={button}
            data-consent-choice={choice}
            onClick={() => setConsent(choice)}
          >
            {choice === "accepted" ? "Accept" : "Reject"}
          </button>
        ))}
      </div>
    </section>
  );
}
