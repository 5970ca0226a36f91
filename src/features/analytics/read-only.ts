import { createContext, useContext } from "react";

/** True on a shared report: no CSV export (it records the export in the admin's security log), no goal or funnel forms. */
export const ReadOnlyReport = createContext(false);
export const useReadOnlyReport = () => useContext(ReadOnlyReport);
