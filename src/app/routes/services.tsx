import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "Our Services | Company", description: "Web and app development, AI and data science, design, marketing and IT support.", path: "/service" });

export default function Page() {
  return <PageHero title="Our Services" lead="Web and app development, AI and data science, design, marketing and IT support." />;
}
