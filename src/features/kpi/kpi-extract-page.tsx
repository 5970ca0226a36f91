import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { useMounted, useMountedInTransition } from "~/lib/hooks/use-mounted";
import { buttonClass } from "~/components/ui/button";
import { Static } from "~/components/static/static-markup";
import { kpiPage, tourSteps, type KpiTabId } from "./content";
import { ConnectDialog } from "./frame/connect-dialog";
import { KpiTabs, TabPanel } from "./frame/kpi-tabs";
import { PlatformPlaceholder } from "./frame/static-panels";
import { TemplateList } from "./frame/template-list";
import { Tour } from "./frame/tour";
import { useKpiUi } from "./ui-store";

// Each part of the working platform is its own chunk, loaded when first shown after hydration; the
// prerendered page is the frame around them. Only the default tab's panel loads with the page: the
// extraction tools (zod, the CSV worker) wait for the visitor to open them or use a template.
const DashboardPanel = lazy(() =>
  import("./platform/dashboard-panel").then((m) => ({ default: m.DashboardPanel })),
);
const ExtractionPanel = lazy(() =>
  import("./platform/extraction-panel").then((m) => ({ default: m.ExtractionPanel })),
);
const AnalyticsPanel = lazy(() =>
  import("./platform/analytics-panel").then((m) => ({ default: m.AnalyticsPanel })),
);
const TemplateRunner = lazy(() =>
  import("./platform/template-runner").then((m) => ({ default: m.TemplateRunner })),
);

const placeholders: Record<Exclude<KpiTabId, "templates">, string> = {
  dashboard: "Loading your KPI dashboard…",
  extract: "Loading data extraction…",
  analytics: "Loading analytics…",
};

function Lazy({ tab, children }: { tab: Exclude<KpiTabId, "templates">; children: React.ReactNode }) {
  const mounted = useMountedInTransition();
  const fallback = <PlatformPlaceholder label={placeholders[tab]} />;
  return mounted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

// Its own component: the switch to 'mounted' after hydration re-renders only this, synchronously (a
// store snapshot that changes at hydration is applied at once), not the whole page.
function PendingTemplateRunner() {
  const mounted = useMounted();
  const pending = useKpiUi((s) => s.pendingTemplateId !== null);
  return mounted && pending ? (
    <Suspense fallback={null}>
      <TemplateRunner />
    </Suspense>
  ) : null;
}

export function KpiExtractPage() {
  const {
    tab,
    setTab,
    tourStep,
    setTourStep,
    connectOpen,
    setConnectOpen,
    chooseTemplate,
    requestFilePicker,
  } = useKpiUi();

  const goToStep = (step: number) => {
    setTourStep(step);
    setTab(tourSteps[step]!.tab);
  };

  return (
    <>
      <PageHero title={kpiPage.title} lead={kpiPage.lead}>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/demo" className={buttonClass("primary", "sm")}>
            Start free trial
          </Link>
          <button type="button" className={buttonClass("secondary", "sm")} onClick={() => goToStep(0)}>
            Take a tour
          </button>
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            onClick={() => setConnectOpen(true)}
          >
            Connect
          </button>
        </div>
        <Static>
          <ul className="mx-auto mt-10 grid max-w-4xl gap-4 text-left sm:grid-cols-3">
            {kpiPage.highlights.map((h) => (
              <li key={h.title} className="rounded-xl bg-white/70 p-4 shadow-sm dark:bg-slate-900/70">
                <h2 className="font-semibold">{h.title}</h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{h.text}</p>
              </li>
            ))}
          </ul>
        </Static>
      </PageHero>

      <section aria-label="KPI platform" className="mx-auto max-w-7xl px-4 pt-10 pb-16">
        <KpiTabs active={tab} onChange={setTab} />
        {tourStep !== null ? (
          <Tour step={tourStep} onStep={goToStep} onClose={() => setTourStep(null)} />
        ) : null}
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
          {/* Prerendered for readers and search engines, but hidden at first: kept as built until the tab
              opens, when React renders it live (decision 41). */}
          {tab === "templates" ? (
            <TemplateList onUse={chooseTemplate} />
          ) : (
            <Static>
              <TemplateList onUse={chooseTemplate} />
            </Static>
          )}
        </TabPanel>
        <TabPanel id="analytics" active={tab}>
          {tab === "analytics" ? (
            <Lazy tab="analytics">
              <AnalyticsPanel />
            </Lazy>
          ) : null}
        </TabPanel>
        <PendingTemplateRunner />
      </section>
      {connectOpen ? (
        <ConnectDialog onClose={() => setConnectOpen(false)} onUploadCsv={requestFilePicker} />
      ) : null}
    </>
  );
}
