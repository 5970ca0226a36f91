import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { NavLink } from "react-router";
import type { NavGroup } from "~/content/navigation";
import { useDismiss } from "~/lib/hooks/use-dismiss";

/**
 * Disclosure-style dropdown: opens by click, Enter/Space or ArrowDown/ArrowUp; arrows move between items;
 * closes on outside click, Escape (focus back on the button), choosing an item or tabbing away.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useDismiss(rootRef, open, (reason) => {
    const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (reason === "escape" && hadFocus) buttonRef.current?.focus();
  });

  const items = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-dropdown-item]") ?? []);
  const focusItem = (index: number) => {
    const links = items();
    if (links.length) links[(index + links.length) % links.length]?.focus();
  };
  // The list must be visible before an item can take focus, so focusing waits for the render.
  const pendingFocus = useRef<number | null>(null);
  const openAndFocus = (index: number) => {
    if (open) return focusItem(index);
    pendingFocus.current = index;
    setOpen(true);
  };
  useEffect(() => {
    if (!open || pendingFocus.current === null) return;
    focusItem(pendingFocus.current);
    pendingFocus.current = null;
  });

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAndFocus(-1);
    }
  };

  const onItemKeyDown = (event: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    }
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <li ref={rootRef} className="relative" onBlur={onBlur}>
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
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
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
              onClick={() => setOpen(false)}
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
