import { ArrowRight } from "lucide-react";
import { CheckList } from "~/components/ui/check-mark";
import { Link } from "react-router";
import { cardFeatures, type ServiceCard } from "~/content/services";
import { ServiceIcon } from "./service-icon";

export function ServiceCards({ cards }: { cards: ServiceCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ service, to }) => (
        <li key={service.key} className="flex">
          <article className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
            <ServiceIcon name={service.icon} className="size-10 text-brand-600 dark:text-brand-200" />
            <h3 className="mt-4 text-xl font-semibold">{service.title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{service.summary}</p>
            <CheckList items={cardFeatures(service)} className="mt-4 flex-1" />
            <Link
              to={to}
              className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-200"
            >
              Learn more<span className="sr-only"> about {service.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
