import { createApiKey, getApiKeys, revokeApiKey } from "~/api/analytics-sharing";
import type { ApiKey, NewApiKey } from "~/contract/analytics-sharing";
import { formatDateTime } from "../format";
import { AccessList } from "./access-list";

/** Read-only API keys for the owner's own scripts (owners only); docs/analytics-api.md describes the call. */
export function ApiKeys() {
  return (
    <AccessList<ApiKey, NewApiKey>
      queryKey="analytics-api-keys"
      title="API keys"
      intro={
        <>
          A key reads this report as JSON from <code>GET /api/Analytics/Api/Report</code>, sent as{" "}
          <code>Authorization: Bearer &lt;key&gt;</code>. It can read the report and nothing else.
        </>
      }
      nameLabel="What the key is for"
      createText="Create API key"
      secretLabel="API key (shown once: store it now)"
      emptyText="No API keys."
      list={getApiKeys}
      create={createApiKey}
      revoke={revokeApiKey}
      secretOf={(made) => made.key}
      describe={(k) =>
        `${k.prefix}… · ${k.lastUsedAt ? `last used ${formatDateTime(k.lastUsedAt)}` : "not used yet"}`
      }
    />
  );
}
