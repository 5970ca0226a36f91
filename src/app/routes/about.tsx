import { BlurbGrid } from "~/components/sections/blurb-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { StatsBand } from "~/components/sections/stats-band";
import { about, initials } from "~/content/about";
import { breadcrumbJsonLd, homeCrumb } from "~/content/json-ld";
import { seo } from "~/content/seo";

export const meta = () =>
  seo({
    title: about.title,
    description: about.description,
    keywords: about.keywords,
    path: "/about",
    jsonLd: [breadcrumbJsonLd([homeCrumb, { name: "About Us", path: "/about" }])],
  });

export default function AboutPage() {
  return (
    <>
      <PageHero title={about.heroTitle} lead={about.heroText} />
      <StatsBand stats={about.stats} />
      <section aria-labelledby="mission-heading" className="mx-auto max-w-4xl px-4 py-16">
        <h2 id="mission-heading" className="text-center text-3xl font-bold">
          {about.missionHeading}
        </h2>
        {about.mission.map((p) => (
          <p key={p} className="mt-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
            {p}
          </p>
        ))}
      </section>
      <BlurbGrid id="values-heading" heading="Our Values" items={about.values} columns={4} tinted />
      <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="team-heading" className="text-center text-3xl font-bold">
          Our Team
        </h2>
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
      </section>
      <CtaBand
        heading="Let's build something together"
        text="Tell us about your business and we will show you what we can do for it."
        primary={{ label: "Contact Us", to: "/contact" }}
        secondary={{ label: "Our Services", to: "/service" }}
      />
    </>
  );
}
