import { envelope } from "~/contract/envelope";
import { type LeadBulk, leadBulkResultSchema } from "~/contract/lead-list";
import type { LeadKind } from "~/contract/leads";
import { api, request, toApiError } from "~/lib/http/api-client";

/** POST /v1/Leads/{kind}/Bulk: one action on the selected leads, all or nothing; answers how many. */
export async function bulkLeads(kind: LeadKind, body: LeadBulk): Promise<number> {
  const answer = await request(
    envelope(leadBulkResultSchema),
    { method: "POST", url: `/v1/Leads/${kind}/Bulk`, data: body },
    "Failed to update the selected leads",
  );
  return answer.data?.count ?? 0;
}

/** GET /v1/Leads/{kind}/Export: the list's CSV with the filters, search and sort given (the server logs it). */
export async function exportLeadsCsv(kind: LeadKind, params: Record<string, string>): Promise<string> {
  try {
    const { data } = await api.get<string>(`/v1/Leads/${kind}/Export`, { params, responseType: "text" });
    if (typeof data !== "string") throw new Error("Not a CSV file");
    // The saved file gets its byte-order mark back (downloadCsv).
    return data.replace(/^\uFEFF/, "");
  } catch (error) {
    throw toApiError(error, "Failed to export");
  }
}
