import { companyOf, type MetaMatches } from "~/content/company";
import { BlurbGrid } from "~/components/sections/blurb-grid";
import { CtaBand, ctaLinks } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { StatsBand } from "~/components/sections/stats-band";
import { about, initials } from "~/content/about";
import { contentPageMeta } from "../page-meta";
import { Section } from "~/components/sections/section";
import { staticPage } from "../page-handle";

export const meta = ({ matches }: MetaMatches) =>
  contentPageMeta(companyOf(matches), about, "/about", "About Us");

export const handle = staticPage;

export default function AboutPage() {
  return (
    <>
      <PageHero title={about.heroTitle} lead={about.heroText} />
      <StatsBand stats={about.stats} />
      <Section id="mission-heading" heading={about.missionHeading} width="max-w-4xl">
        {about.mission.map((p) => (
          <p key={p} className="mt-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
            {p}
          </p>
        ))}
      </Section>
      <BlurbGrid id="values-heading" heading="Our Values" items={about.values} columns={4} tinted />
      <Section id="team-heading" heading="Our Team">
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {about.team.map((member) => (
            <li
              key={member.name}
              className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white"
              >
                {initials(member.name)}
              </span>
              <h3 className="mt-4 text-xl font-semibold">{member.name}</h3>
              <p className="font-medium text-brand-700 dark:text-brand-200">{member.role}</p>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand {...about.cta} primary={ctaLinks.contact} secondary={ctaLinks.services} />
    </>
  );
}
