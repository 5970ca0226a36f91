import { useEffect } from "react";
import { useKpiUi } from "../ui-store";
import {
  applyTemplateRules,
  extractNow,
  findTemplate,
  loadSample,
  templateFits,
  useWorkspace,
} from "./workspace";

/**
 * Handles 'Use template': on the template's sample (or data with its columns) it extracts the KPIs at once;
 * on other data it fills the rules form so the visitor maps the metrics onto their columns.
 */
export function TemplateRunner() {
  const pending = useKpiUi((s) => s.pendingTemplateId);

  useEffect(() => {
    if (!pending) return;
    const ui = useKpiUi.getState();
    ui.chooseTemplate(null);
    const template = findTemplate(pending);
    if (!template) return;
    const { dataset } = useWorkspace.getState();
    void (async () => {
      const fits = dataset !== null && templateFits(template, dataset.info.columns);
      // The visitor's own data: map the metrics onto their columns. Another template's sample: switch samples.
      if (dataset && !fits && dataset.templateId === null) {
        applyTemplateRules(template);
        ui.setTab("extract");
        useWorkspace.setState({
          error: null,
          notice: `${template.name} rules are ready. Choose the column for each metric, then press Extract KPIs.`,
        });
        return;
      }
      if (fits) applyTemplateRules(template);
      else if (!(await loadSample(template))) return ui.setTab("extract");
      const added = await extractNow();
      ui.setTab(added > 0 ? "dashboard" : "extract");
    })();
  }, [pending]);

  return null;
}
