import { Link, NavLink } from "react-router";
import { useCompany } from "~/content/company";
import { isGroup, mainNav } from "~/content/navigation";
import { LogoMark } from "./logo-mark";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";
import { TopBar } from "./top-bar";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive
      ? "text-brand-700 dark:text-brand-200"
      : "text-slate-700 hover:text-brand-700 dark:text-slate-200"
  }`;

export function Header() {
  const company = useCompany();
  return (
    <>
      <TopBar />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
            {company.logoUrl ? (
              <img src={company.logoUrl} alt="" width={32} height={32} className="size-8 object-contain" />
            ) : (
              <LogoMark className="size-8" />
            )}
            {company.name}
          </Link>
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {mainNav.map((entry) =>
                isGroup(entry) ? (
                  <NavDropdown key={entry.label} group={entry} />
                ) : (
                  <li key={entry.to}>
                    <NavLink to={entry.to} end className={linkClass}>
                      {entry.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <MobileMenu />
        </div>
      </header>
    </>
  );
}
