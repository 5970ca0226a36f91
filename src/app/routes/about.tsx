import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "About Us | Company", description: "Meet the team behind our websites, apps and AI solutions.", path: "/about" });

export default function Page() {
  return <PageHero title="About Us" lead="Meet the team behind our websites, apps and AI solutions." />;
}
