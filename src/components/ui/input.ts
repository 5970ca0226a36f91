/** The site's text input, select and textarea looks, as class names. */
const base =
  "mt-1 block w-full border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/** Page forms (contact, demo booking, sign-in). */
export const inputClass = `${base} scroll-mt-28 rounded-lg shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:aria-[invalid=true]:border-red-400`;
/** Dense tools (KPI platform). */
export const compactInputClass = `${base} rounded-md text-sm`;

export const labelClass = "block text-sm font-medium text-slate-800 dark:text-slate-200";
export const errorTextClass = "mt-1 text-sm text-red-700 dark:text-red-400";

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;
export const hintTextClass = "mt-1 text-xs text-slate-600 dark:text-slate-300";

/** Accessibility attributes tying an input to its error line and, with `hint`, to its hint. */
export const describedBy = (id: string, error?: string, hint?: boolean) => {
  const described = [hint ? hintId(id) : "", error ? errorId(id) : ""].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? (true as const) : (false as const),
    ...(described ? { "aria-describedby": described } : {}),
  };
};
