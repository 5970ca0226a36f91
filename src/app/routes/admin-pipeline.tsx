import { PipelinePage } from "~/features/pipeline/pipeline-page";

export const meta = () => [{ title: "Pipeline | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <PipelinePage />;
}
