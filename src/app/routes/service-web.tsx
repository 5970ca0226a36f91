import { companyOf, type MetaMatches } from "~/content/company";
import { webPage } from "~/content/service-pages";
import { ServiceDetail, serviceMeta } from "~/features/pages/service-detail";
import { staticPage } from "../page-handle";

export const meta = ({ matches }: MetaMatches) => serviceMeta(webPage, companyOf(matches));

export const handle = staticPage;

export default function WebDevelopmentPage() {
  return <ServiceDetail page={webPage} />;
}
