import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "App Development | Company", description: "iOS and Android apps from prototype to store launch.", path: "/service/app" });

export default function Page() {
  return <PageHero title="App Development" lead="iOS and Android apps from prototype to store launch." />;
}
