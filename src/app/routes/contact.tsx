import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "Contact Us | Company", description: "Talk to our team about your website, app or AI project.", path: "/contact" });

export default function Page() {
  return <PageHero title="Contact Us" lead="Talk to our team about your website, app or AI project." />;
}
