import { companyOf, type MetaMatches } from "~/content/company";
import { LegalPage } from "~/components/sections/legal-page";
import { privacy } from "~/content/privacy";
import { contentPageMeta } from "../page-meta";
import { staticPage } from "../page-handle";

export const meta = ({ matches }: MetaMatches) =>
  contentPageMeta(companyOf(matches), privacy, "/privacy", "Privacy Notice");

export const handle = staticPage;

export default function PrivacyPage() {
  return <LegalPage page={privacy} />;
}
