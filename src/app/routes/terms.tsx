import { PageHero } from "~/components/sections/page-hero";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "Terms and Conditions | Company", description: "The terms that govern the use of this website.", path: "/terms-and-conditions" });

export default function Page() {
  return <PageHero title="Terms and Conditions" lead="The terms that govern the use of this website." />;
}
