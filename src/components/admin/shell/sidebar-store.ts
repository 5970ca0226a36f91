import { create } from "zustand";

/** Whether the admin sidebar is open on small screens; not persisted. */
export const useSidebar = create<{ open: boolean; setOpen: (open: boolean) => void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
