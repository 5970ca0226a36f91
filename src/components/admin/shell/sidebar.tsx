import {
  BarChart3,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  ExternalLink,
  Globe,
  Columns3,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  MessageSquareText,
  Settings,
  ShieldCheck,
  UserCog,
  Users,
  X,
} from "lucide-react";
import { NavLink } from "react-router";
import { useIsOwner } from "../use-me";

export const SIDEBAR_ID = "admin-sidebar";

const links = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { to: "/list", label: "Contacts", icon: Users },
  { to: "/ipaddress", label: "IP Addresses", icon: Globe },
  { to: "/demos", label: "Demo Requests", icon: CalendarCheck },
  { to: "/agenda", label: "Agenda", icon: CalendarDays },
  { to: "/pipeline", label: "Pipeline", icon: Columns3 },
  { to: "/tasks", label: "Follow-ups", icon: ListChecks },
  { to: "/templates", label: "Reply templates", icon: MessageSquareText },
  { to: "/availability", label: "Availability", icon: CalendarClock },
  { to: "/analytics", label: "Analytics", icon: BarChart3 },
  { to: "/activity", label: "Activity", icon: ShieldCheck, ownersOnly: true },
  { to: "/team", label: "Team", icon: UserCog, ownersOnly: true },
  { to: "/settings", label: "Settings", icon: Settings, ownersOnly: true },
  { to: "/account", label: "Your account", icon: KeyRound },
] as const;

const item =
  "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";
const active = "bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-white";

/** Always shown from md up; below that it opens over the page when `open`. */
export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Owners' screens are listed once the role is known to be owner: staff never see them flash by.
  const isOwner = useIsOwner() === true;
  const shown = links.filter((l) => isOwner || !("ownersOnly" in l));
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Admin"
      className={`${open ? "flex" : "hidden"} fixed inset-y-0 left-0 z-40 w-64 flex-col border-r border-slate-200 bg-white px-4 py-5 shadow-xl dark:border-slate-800 dark:bg-slate-900 md:flex md:shadow-none`}
    >
      <div className="flex items-center justify-between">
        <p className="text-lg font-bold text-brand-700 dark:text-brand-200">Admin Panel</p>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 md:hidden"
        >
          <X aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">Close menu</span>
        </button>
      </div>
      <nav aria-label="Admin sections" className="mt-6 flex-1">
        <ul className="space-y-1">
          {shown.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                onClick={onClose}
                className={({ isActive }) => `${item} ${isActive ? active : ""}`}
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <a href="/" className={item}>
        <ExternalLink aria-hidden="true" className="h-5 w-5" />
        View Website
      </a>
    </aside>
  );
}
