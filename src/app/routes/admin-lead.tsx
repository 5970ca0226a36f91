import { useLocation, useParams } from "react-router";
import { LeadFollowUps } from "~/features/follow-ups/lead-follow-ups";
import { LeadPage } from "~/features/leads/lead-page";
import { leadPagePaths } from "~/shared/paths";

export const meta = () => [{ title: "Lead | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  const { id = "" } = useParams();
  const kind = useLocation().pathname.startsWith(`${leadPagePaths.demo}/`) ? "demo" : "contact";
  return (
    <LeadPage
      key={`${kind}:${id}`}
      kind={kind}
      id={id}
      followUps={(k, leadId) => <LeadFollowUps kind={k} leadId={leadId} />}
    />
  );
}
