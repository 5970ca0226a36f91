import { pathOf } from "~/contract/endpoint";
import { leadsApi } from "~/contract/endpoints/leads";
import type { LeadKind } from "~/contract/leads";
import { api, toApiError } from "~/lib/http/api-client";

/** The list's CSV with the filters, search and sort given (the server logs it); read as text, not JSON. */
export async function exportLeadsCsv(kind: LeadKind, params: Record<string, string>): Promise<string> {
  const { method, path, failed } = leadsApi.export;
  try {
    const { data } = await api.request<string>({
      method,
      url: pathOf(path, { kind }),
      params,
      responseType: "text",
    });
    if (typeof data !== "string") throw new Error("Not a CSV file");
    // The saved file gets its byte-order mark back (downloadCsv).
    return data.replace(/^\uFEFF/, "");
  } catch (error) {
    throw toApiError(error, failed);
  }
}
