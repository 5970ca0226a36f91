import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { useMounted } from "~/lib/hooks/use-mounted";
import { primaryButton, secondaryButton } from "./components/buttons";
import { kpiPage, tourSteps, type KpiTabId } from "./content";
import { ConnectDialog } from "./frame/connect-dialog";
import { KpiTabs, TabPanel } from "./frame/kpi-tabs";
import { PlatformPlaceholder } from "./frame/static-panels";
import { TemplateList } from "./frame/template-list";
import { Tour } from "./frame/tour";
import type * as PlatformModule from "./platform/panels";
import { useKpiUi } from "./ui-store";

// The working platform is its own chunk, loaded after hydration; the prerendered page is the frame around it.
type Platform = typeof PlatformModule;
let platform: Platform | null = null;
const loadPlatform = () => import("./platform/panels").then((m) => (platform = m));
// Once the chunk is in, a panel shown for the first time resolves at once (a synchronous thenable), without a loading flash.
const resolved = <T,>(value: T) => ({ then: (done: (v: T) => void) => done(value) }) as unknown as Promise<T>;
const lazyPart = <K extends keyof Platform>(key: K) =>
  lazy(() => (platform ? resolved({ default: platform[key] }) : loadPlatform().then((m) => ({ default: m[key] }))));
const DashboardPanel = lazyPart("DashboardPanel");
const ExtractionPanel = lazyPart("ExtractionPanel");
const AnalyticsPanel = lazyPart("AnalyticsPanel");
const TemplateRunner = lazyPart("TemplateRunner");

const placeholders: Record<Exclude<KpiTabId, "templates">, string> = {
  dashboard: "Loading your KPI dashboard…",
  extract: "Loading data extraction…",
  analytics: "Loading analytics…",
};

function Lazy({ tab, children }: { tab: Exclude<KpiTabId, "templates">; children: React.ReactNode }) {
  const mounted = useMounted();
  const fallback = <PlatformPlaceholder label={placeholders[tab]} />;
  return mounted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

export function KpiExtractPage() {
  const mounted = useMounted();
  const { tab, setTab, tourStep, setTourStep, connectOpen, setConnectOpen, chooseTemplate, requestFilePicker } = useKpiUi();

  const goToStep = (step: number) => {
    setTourStep(step);
    setTab(tourSteps[step]!.tab);
  };

  return (
    <>
      <PageHero title={kpiPage.title} lead={kpiPage.lead}>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/demo" className={primaryButton}>
            Start free trial
          </Link>
          <button type="button" className={secondaryButton} onClick={() => goToStep(0)}>
            Take a tour
          </button>
          <button type="button" className={secondaryButton} onClick={() => setConnectOpen(true)}>
            Connect
          </button>
        </div>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-4 text-left sm:grid-cols-3">
          {kpiPage.highlights.map((h) => (
            <li key={h.title} className="rounded-xl bg-white/70 p-4 shadow-sm dark:bg-slate-900/70">
              <h2 className="font-semibold">{h.title}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{h.text}</p>
            </li>
          ))}
        </ul>
      </PageHero>

      <section aria-label="KPI platform" className="mx-auto max-w-7xl px-4 pt-10 pb-16">
        <KpiTabs active={tab} onChange={setTab} />
        {tourStep !== null ? <Tour step={tourStep} onStep={goToStep} onClose={() => setTourStep(null)} /> : null}
        <TabPanel id="dashboard" active={tab}>
          {tab === "dashboard" ? (
            <Lazy tab="dashboard">
              <DashboardPanel />
            </Lazy>
          ) : null}
        </TabPanel>
        <TabPanel id="extract" active={tab}>
          {tab === "extract" ? (
            <Lazy tab="extract">
              <ExtractionPanel />
            </Lazy>
          ) : null}
        </TabPanel>
        <TabPanel id="templates" active={tab}>
          <TemplateList onUse={chooseTemplate} />
        </TabPanel>
        <TabPanel id="analytics" active={tab}>
          {tab === "analytics" ? (
            <Lazy tab="analytics">
              <AnalyticsPanel />
            </Lazy>
          ) : null}
        </TabPanel>
        {mounted ? (
          <Suspense fallback={null}>
            <TemplateRunner />
          </Suspense>
        ) : null}
      </section>
      {connectOpen ? <ConnectDialog onClose={() => setConnectOpen(false)} onUploadCsv={requestFilePicker} /> : null}
    </>
  );
}
