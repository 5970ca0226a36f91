import { create } from "zustand";
import { persist } from "zustand/middleware";
import { STORE_KEY, sharedSlice } from "./shared-storage";

export { STORE_KEY };

export type Theme = "light" | "dark";
export type Consent = "accepted" | "rejected" | null;

/** Site-wide preferences only; features keep their own state (KPI data: features/kpi, admin sidebar: components/admin). */
export interface AppState {
  theme: Theme | null;
  consent: Consent;
  /** Not persisted: whether the persisted part has been read in the browser. */
  hydrated: boolean;
  /** Not persisted. */
  consentOpen: boolean;
  setTheme: (theme: Theme) => void;
  setConsent: (consent: Exclude<Consent, null>) => void;
  openConsent: () => void;
}

type Persisted = Pick<AppState, "theme"> & Partial<Pick<AppState, "consent">>;

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      theme: null,
      consent: null,
      hydrated: false,
      consentOpen: false,
      setTheme: (theme) => set({ theme }),
      setConsent: (consent) => set({ consent, consentOpen: false }),
      openConsent: () => set({ consentOpen: true }),
    }),
    {
      name: STORE_KEY,
      storage: sharedSlice<Persisted>(["theme", "consent"]),
      // Prerendered HTML is rendered without storage; the root rehydrates after mount so hydration matches.
      skipHydration: true,
      onRehydrateStorage: () => () => useAppStore.setState({ hydrated: true }),
      // A choice is kept once made; a build that asks for none (no banner) keeps none.
      partialize: (s): Persisted => ({ theme: s.theme, ...(s.consent ? { consent: s.consent } : {}) }),
    },
  ),
);

/** True once the persisted state has been read in the browser. */
export function useStoreHydrated(): boolean {
  return useAppStore((s) => s.hydrated);
}
