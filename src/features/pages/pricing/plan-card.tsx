import { Link } from "react-router";
import { CheckList } from "~/components/ui/check-mark";
import { formatInr, type PricingPlan } from "~/content/pricing";

export function PlanCard({ plan }: { plan: PricingPlan }) {
  const headingId = `plan-${plan.title.toLowerCase()}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-8 shadow-sm dark:bg-slate-900 ${
        plan.popular
          ? "border-brand-600 ring-2 ring-brand-600 dark:border-brand-200 dark:ring-brand-200"
          : "border-slate-200 dark:border-slate-800"
      }`}
    >
      {plan.popular ? (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-accent-500 px-4 py-1 text-sm font-bold text-slate-900">
          Most Popular
        </p>
      ) : null}
      <h3 id={headingId} className="text-2xl font-bold">
        {plan.title}
      </h3>
      <p className="mt-1 font-medium text-brand-700 dark:text-brand-200">{plan.subtitle}</p>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{plan.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-3">
        <span className="text-4xl font-extrabold" data-testid="plan-price">
          <span className="sr-only">Price </span>
          {formatInr(plan.price)}
        </span>
        <del className="text-lg text-slate-500 dark:text-slate-400" data-testid="plan-original-price">
          <span className="sr-only">was </span>
          {formatInr(plan.originalPrice)}
        </del>
      </p>
      <CheckList items={plan.features} className="mt-6 flex-1" />
      <Link
        to="/contact"
        className={`mt-8 block rounded-lg px-6 py-3 text-center font-semibold ${
          plan.popular
            ? "bg-brand-600 text-white hover:bg-brand-700"
            : "border border-brand-600 text-brand-700 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-200 dark:hover:bg-slate-800"
        }`}
      >
        Get Started <span className="sr-only">with {plan.title}</span>
      </Link>
    </article>
  );
}
