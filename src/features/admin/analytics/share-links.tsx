import { createShareLink, getShareLinks, revokeShareLink } from "~/api/analytics-sharing";
import type { NewShareLink, ShareLink } from "~/contract/analytics-sharing";
import { formatDateTime } from "../format";
import { AccessList } from "./access-list";

/** Read-only links to this report for people without an account (owners only). */
export function ShareLinks() {
  return (
    <AccessList<ShareLink, NewShareLink>
      queryKey="analytics-share-links"
      title="Shared links"
      intro="Anyone with a link sees this report, read-only and signed out: traffic figures only, never a lead or a visitor's details. Each view is written to the Activity log."
      nameLabel="Who the link is for"
      createText="Create shared link"
      secretLabel="Shared link (shown once)"
      emptyText="No shared links."
      list={getShareLinks}
      create={createShareLink}
      revoke={revokeShareLink}
      secretOf={(made) => made.url}
      describe={(l) => (l.lastViewedAt ? `last viewed ${formatDateTime(l.lastViewedAt)}` : "not viewed yet")}
    />
  );
}
