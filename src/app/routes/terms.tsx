import { companyOf, type MetaMatches } from "~/content/company";
import { LegalPage } from "~/components/sections/legal-page";
import { terms } from "~/content/terms";
import { contentPageMeta } from "../page-meta";
import { staticPage } from "../page-handle";

export const meta = ({ matches }: MetaMatches) =>
  contentPageMeta(companyOf(matches), terms, "/terms-and-conditions", "Terms and Conditions");

export const handle = staticPage;

export default function TermsPage() {
  return <LegalPage page={terms} />;
}
