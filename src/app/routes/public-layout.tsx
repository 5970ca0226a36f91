import { lazy, Suspense, useDeferredValue } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { AnalyticsListener } from "~/components/layout/analytics-listener";
import { ChatWidget } from "~/components/layout/chat-widget";
import { ConsentBanner } from "~/components/layout/consent-banner";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { Static } from "~/components/static/static-markup";
import { useAppStore } from "~/lib/store";
import { isStaticPage } from "../page-handle";

// Loaded only after Accept: it brings the API client (axios) and schemas (zod), which no public page
// needs before then, so they stay out of every page's first load.
const VisitorTracker = lazy(() =>
  import("~/features/visitor-tracking/visitor-tracker").then((m) => ({ default: m.VisitorTracker })),
);

export default function PublicLayout() {
  // Deferred: a returning visitor's consent comes from storage right after hydration, in a render React
  // applies synchronously; the tracker's import (and its preloads) then runs in a render of its own.
  const accepted = useDeferredValue(useAppStore((s) => s.consent === "accepted"));
  const staticPage = isStaticPage(useMatches());
  const { pathname } = useLocation();
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
      <ConsentBanner />
      <Footer />
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
