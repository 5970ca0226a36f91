import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "Social Media Management | Company", description: "Content, campaigns and community management for your brand.", path: "/social" });

export default function Page() {
  return <PageHero title="Social Media Management" lead="Content, campaigns and community management for your brand." />;
}
