import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "KPI Extract Platform | Company", description: "Extract, track and analyse the KPIs that matter from your own data.", path: "/platform/kpi-extract" });

export default function Page() {
  return <PageHero title="KPI Extract Platform" lead="Extract, track and analyse the KPIs that matter from your own data." />;
}
