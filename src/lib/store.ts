import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { KpiItem } from "~/contract/kpi";

export type Theme = "light" | "dark";
export type Consent = "accepted" | "rejected" | null;

export interface AppUser {
  email: string;
}

export interface AppState {
  user: AppUser | null;
  isAuthenticated: boolean;
  theme: Theme | null;
  kpiData: KpiItem[];
  consent: Consent;
  /** Not persisted: whether the persisted part has been read in the browser. */
  hydrated: boolean;
  /** Not persisted. */
  consentOpen: boolean;
  sidebarOpen: boolean;
  selectedKpiCategory: string | null;
  setUser: (user: AppUser | null) => void;
  setTheme: (theme: Theme) => void;
  setKpiData: (update: KpiItem[] | ((current: KpiItem[]) => KpiItem[])) => void;
  setConsent: (consent: Exclude<Consent, null>) => void;
  openConsent: () => void;
  setSidebarOpen: (open: boolean) => void;
  setSelectedKpiCategory: (category: string | null) => void;
}

export const STORE_KEY = "app-storage";

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      theme: null,
      kpiData: [],
      consent: null,
      hydrated: false,
      consentOpen: false,
      sidebarOpen: false,
      selectedKpiCategory: null,
      setUser: (user) => set({ user, isAuthenticated: user !== null }),
      setTheme: (theme) => set({ theme }),
      setKpiData: (update) =>
        set((state) => ({ kpiData: typeof update === "function" ? update(state.kpiData) : update })),
      setConsent: (consent) => set({ consent, consentOpen: false }),
      openConsent: () => set({ consentOpen: true }),
      setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
      setSelectedKpiCategory: (selectedKpiCategory) => set({ selectedKpiCategory }),
    }),
    {
      name: STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      // Prerendered HTML is rendered without storage; the root rehydrates after mount so hydration matches.
      skipHydration: true,
      onRehydrateStorage: () => () => useAppStore.setState({ hydrated: true }),
      partialize: (s) => ({
        user: s.user,
        isAuthenticated: s.isAuthenticated,
        theme: s.theme,
        kpiData: s.kpiData,
        consent: s.consent,
      }),
    },
  ),
);

/** True once the persisted state has been read in the browser. */
export function useStoreHydrated(): boolean {
  return useAppStore((s) => s.hydrated);
}
