import { Outlet } from "react-router";
import { AnalyticsListener } from "~/components/layout/analytics-listener";
import { ChatWidget } from "~/components/layout/chat-widget";
import { ConsentBanner } from "~/components/layout/consent-banner";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { VisitorTracker } from "~/features/visitor-tracking/visitor-tracker";

export default function PublicLayout() {
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
        <Outlet />
      </main>
      <Footer />
      <ConsentBanner />
      <ChatWidget />
      <AnalyticsListener />
      <VisitorTracker />
    </>
  );
}
