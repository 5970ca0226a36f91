import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { AnalyticsListener } from "~/components/layout/analytics-listener";
import { ChatWidget } from "~/components/layout/chat-widget";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { Static } from "~/components/static/static-markup";
import { sitePart } from "~/lib/site-part";
import { useAppStore } from "~/lib/store";
import { consentNeeded } from "~/lib/visitor-tracking/consent-needed";
import { isStaticPage } from "../page-handle";

// Loaded only after Accept: it brings the API client (axios) and schemas (zod), which no public page
// needs before then, so they stay out of every page's first load.
const VisitorTracker = lazy(() =>
  import("~/features/visitor-tracking/visitor-tracker").then((m) => ({ default: m.VisitorTracker })),
);

// Asked only when a tool needs consent (GA4, the chat widget): the banner is then a chunk of its own, in
// the prerendered page and hydrated once fetched, and in no page's first load otherwise.
const ConsentBanner = lazy(() =>
  import("~/components/layout/consent-banner").then((m) => ({ default: m.ConsentBanner })),
);

/** `askConsent`: whether the build has a tool that needs consent (tests set it). */
export default function PublicLayout({ askConsent = consentNeeded() }: { askConsent?: boolean }) {
  // Deferred: a returning visitor's consent comes from storage right after hydration, in a render React
  // applies synchronously; the tracker's import (and its preloads) then runs in a render of its own.
  const accepted = useDeferredValue(useAppStore((s) => askConsent && s.consent === "accepted"));
  const staticPage = isStaticPage(useMatches());
  const { pathname } = useLocation();
  useEarlyConsentChoice(askConsent);
  // The admin's own origin never shows a public page or its scripts (ADR 0068): the server sends it on.
  if (sitePart() === "admin") return <LoadFromPublicSite />;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {staticPage ? (
          // Keyed by path: a page reached by a client-side navigation is a new instance, which renders.
          <Static key={pathname}>
            <Outlet />
          </Static>
        ) : (
          <Outlet />
        )}
      </main>
      {/* Before the footer: the first frame waits for the footer to be parsed (root.tsx), so the banner is
          whole in it and does not grow in a later frame. */}
      {askConsent ? (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      ) : null}
      <Footer cookiePreferences={askConsent} />
      <ChatWidget />
      <AnalyticsListener />
      {accepted ? (
        <Suspense fallback={null}>
          <VisitorTracker />
        </Suspense>
      ) : null}
    </>
  );
}

/** A public page reached inside the admin's app: loaded again from the server, which redirects it. */
function LoadFromPublicSite() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/**
 * A choice made on the prerendered banner while its own code is still loading: the boot script keeps it
 * in storage, and this gives it to the store, so an Accept starts the tracker at once.
 */
function useEarlyConsentChoice(askConsent: boolean) {
  useEffect(() => {
    if (!askConsent) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const choice = target
        ?.closest("[data-consent-boot] [data-consent-choice]")
        ?.getAttribute("data-consent-choice");
      if (choice === "accepted" || choice === "rejected") useAppStore.getState().setConsent(choice);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [askConsent]);
}
