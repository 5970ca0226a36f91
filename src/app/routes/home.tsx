import { CheckCircle2 } from "lucide-react";
import { ServiceCards } from "~/components/sections/service-cards";
import { StatsBand } from "~/components/sections/stats-band";
import { Testimonials } from "~/components/sections/testimonials";
import { home } from "~/content/home";
import { homeServiceCards } from "~/content/services";
import { TypedHero } from "~/features/home/typed-hero";
import { seo } from "~/content/seo";

export const meta = () =>
  seo({ title: home.title, description: home.description, keywords: home.keywords, path: "/" });

export default function Home() {
  return (
    <>
      <TypedHero />
      <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="services-heading" className="text-center text-3xl font-bold">
          What we do
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">
          One team for your website, app, AI and growth.
        </p>
        <div className="mt-10">
          <ServiceCards cards={homeServiceCards} />
        </div>
      </section>
      <section aria-labelledby="advantages-heading" className="bg-slate-50 dark:bg-slate-900/60">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="advantages-heading" className="text-center text-3xl font-bold">
            Why work with us
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {home.advantages.map((a) => (
              <li key={a.title} className="rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
                <CheckCircle2 aria-hidden="true" className="size-7 text-emerald-600" />
                <h3 className="mt-3 font-semibold">{a.title}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{a.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <StatsBand stats={home.stats} />
      <Testimonials items={home.testimonials} />
    </>
  );
}
