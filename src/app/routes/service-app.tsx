import { appPage } from "~/content/service-pages";
import { ServiceDetail, serviceMeta } from "~/features/pages/service-detail";

export const meta = () => serviceMeta(appPage);

export default function AppDevelopmentPage() {
  return <ServiceDetail page={appPage} />;
}
