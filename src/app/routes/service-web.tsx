import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "Website Development | Company", description: "Fast, search-friendly websites and web applications.", path: "/service/web" });

export default function Page() {
  return <PageHero title="Website Development" lead="Fast, search-friendly websites and web applications." />;
}
