import { companyOf, type MetaMatches } from "~/content/company";
import { appPage } from "~/content/service-pages";
import { ServiceDetail, serviceMeta } from "~/features/pages/service-detail";
import { staticPage } from "../page-handle";

export const meta = ({ matches }: MetaMatches) => serviceMeta(appPage, companyOf(matches));

export const handle = staticPage;

export default function AppDevelopmentPage() {
  return <ServiceDetail page={appPage} />;
}
