import { LogOut, Menu } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Sidebar, SIDEBAR_ID } from "./sidebar";
import { StepUpDialog } from "./step-up-dialog";
import { IdleWarning } from "./idle-warning";
import { useSidebar } from "./sidebar-store";
import { ThemeToggle } from "./theme-toggle";

/** The admin frame: sidebar, top bar (who is signed in, theme, Logout) and the page. */
export function AdminShell({
  email,
  onLogout,
  children,
}: {
  email: string | null;
  onLogout: () => void;
  children: ReactNode;
}) {
  const open = useSidebar((s) => s.open);
  const setOpen = useSidebar((s) => s.setOpen);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, setOpen]);

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <Sidebar open={open} onClose={() => setOpen(false)} />
      {open && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-900/40 md:hidden"
          onClick={() => setOpen(false)}
        />
      )}
      <div className="md:pl-64">
        <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            onClick={() => setOpen(!open)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 md:hidden"
          >
            <Menu aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">Menu</span>
          </button>
          <p className="min-w-0 flex-1 truncate text-sm text-slate-600 dark:text-slate-300">
            {email ? (
              <>
                Signed in as <span className="font-medium text-slate-900 dark:text-white">{email}</span>
              </>
            ) : null}
          </p>
          <ThemeToggle />
          <button
            type="button"
            onClick={onLogout}
            className="inline-flex items-center gap-2 rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-700 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Logout
          </button>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6">
          {children}
        </main>
      </div>
      <StepUpDialog />
      <IdleWarning onSignOut={onLogout} />
    </div>
  );
}
