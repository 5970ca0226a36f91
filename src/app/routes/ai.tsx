import { aiPage } from "~/content/service-pages";
import { ServiceDetail, serviceMeta } from "~/features/pages/service-detail";

export const meta = () => serviceMeta(aiPage);

export default function AiPage() {
  return <ServiceDetail page={aiPage} />;
}
