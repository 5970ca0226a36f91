import { companyOf, type MetaMatches } from "~/content/company";
// Serves both /service/social and /social; the canonical link always names /social.
import { socialPage } from "~/content/service-pages";
import { ServiceDetail, serviceMeta } from "~/features/pages/service-detail";
import { staticPage } from "../page-handle";

export const meta = ({ matches }: MetaMatches) => serviceMeta(socialPage, companyOf(matches));

export const handle = staticPage;

export default function SocialMediaPage() {
  return <ServiceDetail page={socialPage} />;
}
