import { create } from "zustand";

/**
 * The step-up dialog's request (docs/decisions/0064): a sensitive call refused with "Confirm it's you to
 * continue." waits here while the admin shell's dialog asks for the password or a factor. Calls refused
 * together share one question. Without a dialog on screen (no admin shell) nothing waits.
 */
interface StepUpState {
  /** Resolves the open question: true once confirmed, false when the member closed the dialog. */
  settle: ((confirmed: boolean) => void) | null;
  /** Whether a dialog is mounted that can answer. */
  listening: boolean;
  setListening: (listening: boolean) => void;
}

export const useStepUp = create<StepUpState>()((set) => ({
  settle: null,
  listening: false,
  setListening: (listening) => set({ listening }),
}));

let asking: Promise<boolean> | undefined;

/** Opens the dialog (or joins the open one); resolves true when the member confirmed it's them. */
export function askStepUp(): Promise<boolean> {
  if (!useStepUp.getState().listening) return Promise.resolve(false);
  asking ??= new Promise<boolean>((resolve) => {
    useStepUp.setState({
      settle: (confirmed) => {
        asking = undefined;
        useStepUp.setState({ settle: null });
        resolve(confirmed);
      },
    });
  });
  return asking;
}
