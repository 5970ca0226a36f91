import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useCompany } from "~/content/company";

const linkClass = "underline-offset-2 hover:underline";

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-500" />
      {/* A block container: the office detail is an <address>, which phrasing content cannot hold. */}
      <div>
        <span className="block text-sm font-semibold text-slate-900 dark:text-white">{label}</span>
        {children}
      </div>
    </li>
  );
}

/** The company's static contact details (from content data). */
export function ContactDetails() {
  const company = useCompany();
  const { address } = company;
  return (
    <section aria-labelledby="contact-details-title" className="space-y-5">
      <h2 id="contact-details-title" className="text-2xl font-bold">
        Get in touch
      </h2>
      <ul className="space-y-4 text-slate-700 dark:text-slate-300">
        <Detail icon={Phone} label="Phone">
          <a href={company.phoneHref} className={linkClass}>
            {company.phone}
          </a>
        </Detail>
        <Detail icon={Mail} label="Email">
          <a href={`mailto:${company.email}`} className={linkClass}>
            {company.email}
          </a>
        </Detail>
        <Detail icon={MapPin} label="Office">
          <address className="not-italic">
            {address.street}, {address.city}, {address.region} {address.postalCode}, {address.country}
          </address>
        </Detail>
      </ul>
    </section>
  );
}
