import { companyOf, type MetaMatches } from "~/content/company";
import { DemoWizard } from "~/features/demo-booking/demo-wizard";
import { seo } from "~/content/seo";
import { FormPage } from "../form-page";

export const meta = ({ matches }: MetaMatches) =>
  seo({
    company: companyOf(matches),
    title: `Book a Demo | {company}`,
    description: `Schedule a free demo with {company}: see our websites, apps, AI solutions and KPI platform. Confirm with a one-time code.`,
    keywords: ["book a demo", "free demo", "KPI platform demo", "AI solutions demo", "software demo"],
    path: "/demo",
  });

export default function DemoPage() {
  return (
    <FormPage title="Book a Demo" lead="Schedule a free demo with our team.">
      <DemoWizard />
    </FormPage>
  );
}
