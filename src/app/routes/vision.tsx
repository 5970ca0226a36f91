import { companyOf, type MetaMatches } from "~/content/company";
import { Eye, Target, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BlurbGrid } from "~/components/sections/blurb-grid";
import { CtaBand, ctaLinks } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { vision } from "~/content/vision";
import { contentPageMeta } from "../page-meta";
import { staticPage } from "../page-handle";

export const meta = ({ matches }: MetaMatches) =>
  contentPageMeta(companyOf(matches), vision, "/vision", "Our Vision");

function Card({
  id,
  icon: Icon,
  heading,
  children,
}: {
  id: string;
  icon: LucideIcon;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <Icon aria-hidden="true" className="size-8 text-brand-600 dark:text-brand-200" />
      <h2 id={id} className="mt-4 text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export const handle = staticPage;

export default function VisionPage() {
  return (
    <>
      <PageHero title={vision.heroTitle} lead={vision.heroText} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 md:grid-cols-2">
        <Card id="vision-heading" icon={Eye} heading="Vision">
          <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">{vision.vision}</p>
        </Card>
        <Card id="mission-heading" icon={Target} heading="Mission">
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
            {vision.mission.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Card>
      </div>
      <BlurbGrid id="values-heading" heading="Core Values" items={vision.coreValues} tinted />
      <CtaBand {...vision.cta} primary={ctaLinks.contact} secondary={ctaLinks.about} />
    </>
  );
}
