import { companyOf, type MetaMatches } from "~/content/company";
import { aiPage } from "~/content/service-pages";
import { ServiceDetail, serviceMeta } from "~/features/pages/service-detail";
import { staticPage } from "../page-handle";

export const meta = ({ matches }: MetaMatches) => serviceMeta(aiPage, companyOf(matches));

export const handle = staticPage;

export default function AiPage() {
  return <ServiceDetail page={aiPage} />;
}
