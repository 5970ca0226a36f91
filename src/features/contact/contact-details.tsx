import { Mail, MapPin, Phone } from "lucide-react";
import { company } from "~/content/company";

/** The company's static contact details (from content data). */
export function ContactDetails() {
  const { address } = company;
  return (
    <section aria-labelledby="contact-details-title" className="space-y-5">
      <h2 id="contact-details-title" className="text-2xl font-bold">
        Get in touch
      </h2>
      <ul className="space-y-4 text-slate-700 dark:text-slate-300">
        <li className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-500" />
          <span>
            <span className="block text-sm font-semibold text-slate-900 dark:text-white">Phone</span>
            <a href={company.phoneHref} className="underline-offset-2 hover:underline">
              {company.phone}
            </a>
          </span>
        </li>
        <li className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-500" />
          <span>
            <span className="block text-sm font-semibold text-slate-900 dark:text-white">Email</span>
            <a href={`mailto:${company.email}`} className="underline-offset-2 hover:underline">
              {company.email}
            </a>
          </span>
        </li>
        <li className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-500" />
          <span>
            <span className="block text-sm font-semibold text-slate-900 dark:text-white">Office</span>
            <address className="not-italic">
              {address.street}, {address.city}, {address.region} {address.postalCode}, {address.country}
            </address>
          </span>
        </li>
      </ul>
    </section>
  );
}
