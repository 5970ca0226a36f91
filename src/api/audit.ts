import { api, ApiError, toApiError } from "~/lib/api-client";
import {
  type AuditEventName,
  auditRecordSchema,
  type AuditRecord,
  type RecordExport,
} from "~/contract/audit";
import { envelope, paged } from "~/contract/envelope";
import { z } from "zod";
import type { PageOf } from "./paging";

const FETCH_FAILED = "Failed to fetch activity";
const RECORD_FAILED = "Failed to record the export";

/** GET /Audit/GetAll (admin): security events, newest first, one page, optionally of one event. */
export async function listAuditEvents(request: {
  page: number;
  pageSize: number;
  event?: AuditEventName;
}): Promise<PageOf<AuditRecord>> {
  try {
    const { page, pageSize, event } = request;
    const res = await api.get("/Audit/GetAll", { params: { page, pageSize, ...(event ? { event } : {}) } });
    const body = paged(auditRecordSchema).parse(res.data);
    if (!body.isSuccess) throw new ApiError(body.message || FETCH_FAILED, "http", res.status);
    return { items: body.data, total: body.total };
  } catch (error) {
    throw toApiError(error, FETCH_FAILED);
  }
}

/** POST /Audit/RecordExport (admin): the security log's entry for a CSV export made in the browser. */
export async function recordExport(entry: RecordExport): Promise<void> {
  try {
    const res = await api.post("/Audit/RecordExport", entry);
    const body = envelope(z.unknown()).parse(res.data);
    if (!body.isSuccess) throw new ApiError(body.message || RECORD_FAILED, "http", res.status);
  } catch (error) {
    throw toApiError(error, RECORD_FAILED);
  }
}
