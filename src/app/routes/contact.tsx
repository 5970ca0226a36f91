import { PageHero } from "~/components/sections/page-hero";
import { company } from "~/content/company";
import { ContactDetails } from "~/features/contact/contact-details";
import { ContactForm } from "~/features/contact/contact-form";
import { LazyMap } from "~/features/map/lazy-map";
import { seo } from "~/content/seo";

export const meta = () =>
  seo({
    title: `Contact Us | ${company.name}`,
    description: `Talk to ${company.name} about your website, mobile app, AI or social media project. Send a message, call or email us.`,
    keywords: [
      "contact",
      "website development quote",
      "app development",
      "AI solutions",
      "IT services India",
    ],
    path: "/contact",
  });

export default function ContactPage() {
  return (
    <>
      <PageHero title="Contact Us" lead="Talk to our team about your website, app or AI project." />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 lg:grid-cols-3">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900 sm:p-8 lg:col-span-2">
          <ContactForm />
        </div>
        <ContactDetails />
      </div>
      <section aria-labelledby="map-title" className="mx-auto max-w-7xl px-4 pb-20">
        <h2 id="map-title" className="mb-4 text-2xl font-bold">
          Find us
        </h2>
        <LazyMap query={company.mapQuery} label={`${company.address.city}, ${company.address.region}`} />
      </section>
    </>
  );
}
