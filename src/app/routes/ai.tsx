import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "AI & Data Science | Company", description: "Chatbots, WhatsApp and IVR integration, predictive analytics and data science.", path: "/ai" });

export default function Page() {
  return <PageHero title="AI & Data Science" lead="Chatbots, WhatsApp and IVR integration, predictive analytics and data science." />;
}
