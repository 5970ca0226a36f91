import { create } from "zustand";
import { persist } from "zustand/middleware";
import type { KpiItem } from "~/contract/kpi";
import { STORE_KEY, sharedSlice } from "~/lib/shared-storage";
import { useAppStore } from "~/lib/store";

/** The visitor's KPIs (`kpiData`, persisted in `app-storage`) and the category filter (not persisted). */
interface KpiState {
  kpiData: KpiItem[];
  selectedKpiCategory: string | null;
  /** Not persisted: whether `kpiData` has been read in the browser. */
  hydrated: boolean;
  setKpiData: (update: KpiItem[] | ((current: KpiItem[]) => KpiItem[])) => void;
  setSelectedKpiCategory: (category: string | null) => void;
}

type Persisted = Pick<KpiState, "kpiData">;

export const useKpiStore = create<KpiState>()(
  persist(
    (set) => ({
      kpiData: [],
      selectedKpiCategory: null,
      hydrated: false,
      setKpiData: (update) =>
        set((state) => ({ kpiData: typeof update === "function" ? update(state.kpiData) : update })),
      setSelectedKpiCategory: (selectedKpiCategory) => set({ selectedKpiCategory }),
    }),
    {
      name: STORE_KEY,
      storage: sharedSlice<Persisted>(["kpiData"]),
      skipHydration: true,
      onRehydrateStorage: () => () => useKpiStore.setState({ hydrated: true }),
      partialize: (s): Persisted => ({ kpiData: s.kpiData }),
    },
  ),
);

// Read together with the site's preferences: after the root has mounted, so prerendered HTML still matches.
useAppStore.persist.onFinishHydration(() => void useKpiStore.persist.rehydrate());
if (useAppStore.persist.hasHydrated()) void useKpiStore.persist.rehydrate();
