import { Eye, Target } from "lucide-react";
import { BlurbGrid } from "~/components/sections/blurb-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { vision } from "~/content/vision";
import { contentPageMeta } from "../page-meta";

export const meta = () => contentPageMeta(vision, "/vision", "Our Vision");

export default function VisionPage() {
  return (
    <>
      <PageHero title={vision.heroTitle} lead={vision.heroText} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 md:grid-cols-2">
        <section
          aria-labelledby="vision-heading"
          className="rounded-2xl border border-slate-200 p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <Eye aria-hidden="true" className="size-8 text-brand-600 dark:text-brand-200" />
          <h2 id="vision-heading" className="mt-4 text-2xl font-bold">
            Vision
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">{vision.vision}</p>
        </section>
        <section
          aria-labelledby="mission-heading"
          className="rounded-2xl border border-slate-200 p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <Target aria-hidden="true" className="size-8 text-brand-600 dark:text-brand-200" />
          <h2 id="mission-heading" className="mt-4 text-2xl font-bold">
            Mission
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
            {vision.mission.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </section>
      </div>
      <BlurbGrid id="values-heading" heading="Core Values" items={vision.coreValues} tinted />
      <CtaBand
        heading="Share our vision?"
        text="Let's talk about what technology can do for your business."
        primary={{ label: "Contact Us", to: "/contact" }}
        secondary={{ label: "About Us", to: "/about" }}
      />
    </>
  );
}
