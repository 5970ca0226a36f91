import { create } from "zustand";
import type { KpiTabId } from "./content";

/** Page state shared by the marketing frame and the lazily loaded platform; not persisted. */
interface KpiUiState {
  tab: KpiTabId;
  tourStep: number | null;
  connectOpen: boolean;
  /** A template whose 'Use template' was pressed, handled by the platform once it is loaded. */
  pendingTemplateId: string | null;
  /** Incremented to ask the extraction panel to open the file picker. */
  filePickerRequest: number;
  setTab: (tab: KpiTabId) => void;
  setTourStep: (step: number | null) => void;
  setConnectOpen: (open: boolean) => void;
  chooseTemplate: (id: string | null) => void;
  requestFilePicker: () => void;
}

export const useKpiUi = create<KpiUiState>()((set) => ({
  tab: "dashboard",
  tourStep: null,
  connectOpen: false,
  pendingTemplateId: null,
  filePickerRequest: 0,
  setTab: (tab) => set({ tab }),
  setTourStep: (tourStep) => set({ tourStep }),
  setConnectOpen: (connectOpen) => set({ connectOpen }),
  chooseTemplate: (pendingTemplateId) => set({ pendingTemplateId }),
  requestFilePicker: () =>
    set((s) => ({ tab: "extract", connectOpen: false, filePickerRequest: s.filePickerRequest + 1 })),
}));
