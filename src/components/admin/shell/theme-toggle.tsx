import { Moon, Sun } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { useAppStore, useStoreHydrated } from "~/lib/store";
import { applyTheme, DARK_QUERY, systemTheme } from "~/lib/theme";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(DARK_QUERY);
  media?.addEventListener?.("change", onChange);
  return () => media?.removeEventListener?.("change", onChange);
}

/** Light/dark switch; the choice is kept in `app-storage`, the system preference holds until one is made. */
export function ThemeToggle() {
  const hydrated = useStoreHydrated();
  const chosen = useAppStore((s) => s.theme);
  const setTheme = useAppStore((s) => s.setTheme);
  const system = useSyncExternalStore(subscribe, systemTheme, () => "light" as const);
  const theme = chosen ?? system;

  useEffect(() => {
    // Before the stored choice is read, the boot script's class is the truth.
    if (hydrated) applyTheme(theme);
  }, [hydrated, theme]);

  const dark = theme === "dark";
  return (
    <button
      type="button"
      aria-pressed={dark}
      title={dark ? "Switch to light theme" : "Switch to dark theme"}
      onClick={() => setTheme(dark ? "light" : "dark")}
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {dark ? (
        <Moon aria-hidden="true" className="h-5 w-5" />
      ) : (
        <Sun aria-hidden="true" className="h-5 w-5" />
      )}
      <span className="sr-only">Dark theme</span>
    </button>
  );
}
