import { webPage } from "~/content/service-pages";
import { ServiceDetail, serviceMeta } from "~/features/pages/service-detail";
import { staticPage } from "../page-handle";

export const meta = () => serviceMeta(webPage);

export const handle = staticPage;

export default function WebDevelopmentPage() {
  return <ServiceDetail page={webPage} />;
}
