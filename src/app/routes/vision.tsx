import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "Our Vision | Company", description: "Our vision, mission and the values we work by.", path: "/vision" });

export default function Page() {
  return <PageHero title="Our Vision" lead="Our vision, mission and the values we work by." />;
}
