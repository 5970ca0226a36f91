import { useMemo } from "react";
import { useKpiStore } from "../kpi-store";

/** The visitor's KPIs in the selected category, most recently updated first, and the category list. */
export function useFilteredKpis() {
  const kpis = useKpiStore((s) => s.kpiData);
  const category = useKpiStore((s) => s.selectedKpiCategory);
  return useMemo(() => {
    const categories = [...new Set(kpis.map((k) => k.category))].sort((a, b) => a.localeCompare(b));
    const active = category && categories.includes(category) ? category : null;
    const filtered = kpis.filter((k) => !active || k.category === active).map((k, i) => ({ k, i }));
    filtered.sort((a, b) =>
      a.k.lastUpdated === b.k.lastUpdated ? a.i - b.i : a.k.lastUpdated < b.k.lastUpdated ? 1 : -1,
    );
    return { all: kpis, categories, category: active, items: filtered.map((x) => x.k) };
  }, [kpis, category]);
}
