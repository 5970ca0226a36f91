import type { ApiKey, NewApiKey, NewShareLink, ShareLink } from "~/contract/analytics-sharing";
import { analyticsSharingApi as api } from "~/contract/endpoints/analytics-sharing";
import { callData } from "~/lib/http/call";
import { removerOf } from "~/lib/http/paging";
import { formatDateTime } from "~/lib/admin/format";
import { type AccessKind, AccessList } from "./access-list";

/** Read-only links to this report for people without an account. */
const shareLinks: AccessKind<ShareLink, NewShareLink> = {
  noun: "shared link",
  intro:
    "Anyone with a link sees this report, read-only and signed out: traffic figures only, never a lead or a visitor's details. Each view is written to the Activity log.",
  nameLabel: "Who the link is for",
  secretLabel: "Shared link (shown once)",
  list: () => callData(api.shareLinks),
  create: (body) => callData(api.createShareLink, { body }),
  revoke: removerOf(api.revokeShareLink),
  secretOf: (made) => made.url,
  describe: (l) => (l.lastViewedAt ? `last viewed ${formatDateTime(l.lastViewedAt)}` : "not viewed yet"),
};

/** Read-only API keys for the owner's own scripts; docs/analytics-api.md describes the call. */
const apiKeys: AccessKind<ApiKey, NewApiKey> = {
  noun: "API key",
  intro: (
    <>
      A key reads this report as JSON from <code>GET /api/Analytics/Api/Report</code>, sent as{" "}
      <code>Authorization: Bearer &lt;key&gt;</code>. It can read the report and nothing else.
    </>
  ),
  nameLabel: "What the key is for",
  secretLabel: "API key (shown once: store it now)",
  list: () => callData(api.apiKeys),
  create: (body) => callData(api.createApiKey, { body }),
  revoke: removerOf(api.revokeApiKey),
  secretOf: (made) => made.key,
  describe: (k) =>
    `${k.prefix}… · ${k.lastUsedAt ? `last used ${formatDateTime(k.lastUsedAt)}` : "not used yet"}`,
};

/** The owner-only access to the report (shared links or API keys): one list, set by `kind`. */
export function AccessSetting({ kind }: { kind: "share-links" | "api-keys" }) {
  const queryKey = `analytics-${kind}`;
  return kind === "share-links" ? (
    <AccessList key={kind} queryKey={queryKey} kind={shareLinks} />
  ) : (
    <AccessList key={kind} queryKey={queryKey} kind={apiKeys} />
  );
}
