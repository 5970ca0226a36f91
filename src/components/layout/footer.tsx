import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { useCompany } from "~/content/company";
import { footerQuickLinks, footerServices } from "~/content/navigation";
import { useAppStore } from "~/lib/store";
import { Static } from "../static/static-markup";

const heading = "text-sm font-semibold uppercase tracking-wide text-white";

function FooterLinks({
  id,
  heading: title,
  links,
}: {
  id: string;
  heading: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="hover:text-white hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `cookiePreferences`: the button that reopens the consent choice, shown when the build asks for one. */
export function Footer({ cookiePreferences }: { cookiePreferences: boolean }) {
  const company = useCompany();
  const openConsent = useAppStore((s) => s.openConsent);
  return (
    // The id is the root's first-paint marker (rel="expect"): the page paints once everything above is parsed.
    <footer id="site-footer" className="bg-slate-900 text-slate-300 dark:bg-black">
      {/* Links and text fixed at build: only the consent button below needs React. */}
      <Static>
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="text-lg font-bold text-white">{company.name}</p>
            <p className="mt-3 text-sm leading-6">{company.tagline}.</p>
          </div>
          <FooterLinks id="footer-quick-links" heading="Quick Links" links={footerQuickLinks} />
          <FooterLinks id="footer-services" heading="Services" links={footerServices} />
          <div>
            <h2 className={heading}>Contact Info</h2>
            <address className="mt-4 space-y-3 text-sm not-italic">
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {company.address.street}, {company.address.city}, {company.address.region}{" "}
                  {company.address.postalCode}
                </span>
              </p>
              <p>
                <a href={company.phoneHref} className="flex gap-2 hover:text-white hover:underline">
                  <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {company.phone}
                </a>
              </p>
              <p>
                <a href={`mailto:${company.email}`} className="flex gap-2 hover:text-white hover:underline">
                  <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {company.email}
                </a>
              </p>
            </address>
          </div>
        </div>
      </Static>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm">
          <p>
            © {company.founded} {company.legalName}. All rights reserved.
          </p>
          {cookiePreferences ? (
            <button type="button" onClick={openConsent} className="underline hover:text-white">
              Cookie preferences
            </button>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
