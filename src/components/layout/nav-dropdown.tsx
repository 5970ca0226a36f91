import { ChevronDown } from "lucide-react";
import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { NavLink } from "react-router";
import type { NavGroup } from "~/content/navigation";
import { useDismiss } from "~/lib/hooks/use-dismiss";

/** Disclosure-style dropdown: opens by click, Enter/Space or ArrowDown; closes on outside click and Escape. */
export function NavDropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  const focusItem = (index: number) => {
    const links = rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-dropdown-item]");
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };

  const onItemKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-dropdown-item]") ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === "Escape") {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 dark:text-slate-200 dark:hover:text-brand-200"
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {group.items.map((item) => (
          <li key={item.to + item.label}>
            <NavLink
              to={item.to}
              data-dropdown-item
              onClick={close}
              onKeyDown={onItemKeyDown}
              className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
