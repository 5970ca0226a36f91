import { webPage } from "~/content/service-pages";
import { ServiceDetail, serviceMeta } from "~/features/pages/service-detail";

export const meta = () => serviceMeta(webPage);

export default function WebDevelopmentPage() {
  return <ServiceDetail page={webPage} />;
}
