import { Menu, X } from "lucide-react";
import { useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { isGroup, mainNav } from "~/content/navigation";
import { useDismiss } from "~/lib/hooks/use-dismiss";

/** Mobile navigation: a toggle with aria-expanded; closes on navigation, Escape (focus back on the toggle) and outside click. */
export function MobileMenu() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(rootRef, open, (reason) => {
    setOpenOn(null);
    if (reason === "escape") toggleRef.current?.focus();
  });
  // A link to the page already shown does not change the path, so links close the menu too.
  const closeOnClick = () => setOpenOn(null);

  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen(!open)}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg dark:border-slate-700 dark:bg-slate-950"
      >
        <ul className="space-y-1">
          {mainNav.map((entry) =>
            isGroup(entry) ? (
              <li key={entry.label}>
                <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
                  {entry.label}
                </p>
                <ul>
                  {entry.items.map((item) => (
                    <li key={item.to + item.label}>
                      <NavLink
                        to={item.to}
                        onClick={closeOnClick}
                        className="block rounded-md px-3 py-2 text-slate-800 hover:bg-brand-50 dark:text-slate-100 dark:hover:bg-slate-800"
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end
                  onClick={closeOnClick}
                  className="block rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-brand-50 dark:text-slate-100 dark:hover:bg-slate-800"
                >
                  {entry.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
