import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "Book a Demo | Company", description: "Schedule a free demo with our team.", path: "/demo" });

export default function Page() {
  return <PageHero title="Book a Demo" lead="Schedule a free demo with our team." />;
}
