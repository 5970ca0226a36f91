import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "Pricing | Company", description: "Simple website packages with hosting, domain and email included.", path: "/pricing" });

export default function Page() {
  return <PageHero title="Pricing" lead="Simple website packages with hosting, domain and email included." />;
}
