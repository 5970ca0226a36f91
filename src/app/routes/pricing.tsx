import { companyOf, type MetaMatches } from "~/content/company";
import { Link } from "react-router";
import { BlurbGrid } from "~/components/sections/blurb-grid";
import { PageHero } from "~/components/sections/page-hero";
import { faqPageJsonLd } from "~/content/json-ld";
import { plans, pricingFaqs, pricingFeatures } from "~/content/pricing";
import { FaqList } from "~/features/pages/faq-list";
import { PlanCard } from "~/features/pages/pricing/plan-card";
import { contentPageMeta } from "../page-meta";
import { Section } from "~/components/sections/section";
import { staticPage } from "../page-handle";

export const meta = ({ matches }: MetaMatches) =>
  contentPageMeta(
    companyOf(matches),
    {
      title: "Website Pricing Plans | Starter, Standard & Enhanced | {company}",
      description:
        "Website packages from ₹25,000 with 1 year free hosting and domain and 10 email IDs. Compare Starter, Standard and Enhanced plans.",
      keywords: ["website price India", "website development cost", "website packages", "web design pricing"],
    },
    "/pricing",
    "Pricing",
    [faqPageJsonLd(pricingFaqs)],
  );

export const handle = staticPage;

export default function PricingPage() {
  return (
    <>
      <PageHero
        title="Pricing"
        lead="Simple website packages with hosting, domain and email included. Pick a plan, or book a demo and we'll help you choose."
      >
        <Link
          to="/demo"
          className="mt-8 inline-block rounded-lg border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-200 dark:hover:bg-slate-800"
        >
          Book a Free Demo
        </Link>
      </PageHero>
      <Section id="plans-heading" heading="Choose your plan">
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">
          Every plan includes 1 year free hosting and domain and 10 email IDs.
        </p>
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.title}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </Section>
      <BlurbGrid
        id="features-heading"
        heading="Included with every plan"
        items={pricingFeatures}
        columns={4}
        tinted
      />
      <Section id="faq-heading" heading="Frequently Asked Questions" width="max-w-3xl">
        <div className="mt-10">
          <FaqList faqs={pricingFaqs} />
        </div>
        <p className="mt-10 text-center text-slate-600 dark:text-slate-300">
          Still have questions?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline dark:text-brand-200">
            Contact us
          </Link>
        </p>
      </Section>
    </>
  );
}
