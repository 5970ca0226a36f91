import { useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import { buildTimeCompany, CompanyContext, companyOf, loadedCompany } from "~/content/company";
import { paletteCss } from "~/shared/site-company";
import type { Route } from "./+types/root";
import { useSignInWhenSessionEnds } from "~/features/auth/session-end";
import { useAppStore } from "~/lib/store";
import { feedLinks } from "~/content/insights/feed-links";
import { defaultDescription, defaultTitle } from "~/content/seo";
import { consentBootScript, consentBootStyle } from "~/lib/visitor-tracking/consent-boot";
import { consentNeeded } from "~/lib/visitor-tracking/consent-needed";
import { earlyTapScript, replayEarlyTap } from "~/lib/early-taps";
import { markHydrated } from "~/lib/first-render";
import { themeBootScript } from "~/lib/theme";
import { AppManifest } from "./app-manifest";
import { AppStyles } from "./app-styles";
import { PageScripts } from "./page-scripts";

/**
 * What runs before first paint, as one inline script (one CSP hash, not three): the saved or system theme,
 * the consent banner's first state (when the build asks for consent), and the catcher of taps made before
 * hydration. Each part is guarded, so one failing cannot stop the next.
 */
const bootScript = [themeBootScript, ...(consentNeeded() ? [consentBootScript] : []), earlyTapScript]
  .map((part) => `try{${part}}catch(e){}`)
  .join("");

/**
 * The company every page shows. A build has the first-run values; a published site passes the owner's
 * settings in the load context (docs/decisions/0072). Never fetched again in the browser.
 */
export const loader = ({ context }: Route.LoaderArgs) => ({ company: loadedCompany(context) });

export const shouldRevalidate = () => false;

// Used by every route that exports no `meta` of its own (a route's meta replaces its parents').
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: defaultTitle(companyOf(matches)) },
  { name: "description", content: defaultDescription },
];

export function Layout({ children }: { children: ReactNode }) {
  const company = useRouteLoaderData<typeof loader>("root")?.company ?? buildTimeCompany;
  const { palette } = company;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={palette[600]} />
        {/* No frame until the page content is parsed: a slow device would otherwise paint a half-parsed
            header (right-aligned, wrapping rows) and shift it as the rest arrives. The footer follows <main>;
            pages without it (client-only) unblock when parsing ends. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
        {consentNeeded() ? <style dangerouslySetInnerHTML={{ __html: consentBootStyle }} /> : null}
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: paletteCss(palette) }} />
        <AppStyles />
        <Links />
        {company.logoUrl ? (
          <link rel="icon" href={company.logoUrl} type="image/png" />
        ) : (
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        )}
        {feedLinks(company).map((link) => (
          <link key={link.href} {...link} />
        ))}
        <AppManifest />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <CompanyContext value={company}>{children}</CompanyContext>
        <ScrollRestoration />
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  useSignInWhenSessionEnds();
  useEffect(() => {
    void useAppStore.persist.rehydrate();
    // The first effect after hydration: every control is live now.
    markHydrated();
    replayEarlyTap();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? "Page Not Found" : "Something went wrong"}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {notFound
          ? "The page you are looking for does not exist."
          : "Please reload the page or try again later."}
      </p>
      <a href="/" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white">
        Go Back Home
      </a>
    </main>
  );
}

/**
 * The SPA fallback's body: "Loading…" until the app renders the page. The server answers unknown public
 * paths with this page and status 404, so without JavaScript it says so (the private variant for login
 * and admin drops the `noscript` part, see server/src/site/site.ts).
 */
export function HydrateFallback() {
  return (
    <main>
      <div
        role="status"
        aria-live="polite"
        className="flex min-h-screen items-center justify-center text-slate-600 noscript:hidden"
      >
        Loading…
      </div>
      <noscript data-not-found="">
        <div className="mx-auto max-w-2xl px-4 py-24 text-center">
          <h1 className="text-3xl font-bold">Page Not Found</h1>
          <p className="mt-4 text-slate-600">The page you are looking for does not exist or has moved.</p>
          <p className="mt-8 flex justify-center gap-6 font-semibold">
            <a href="/" className="text-brand-700 underline">
              Go Back Home
            </a>
            <a href="/insights" className="text-brand-700 underline">
              Insights
            </a>
          </p>
        </div>
      </noscript>
    </main>
  );
}
