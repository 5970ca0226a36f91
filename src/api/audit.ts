import {
  type AuditEventName,
  auditRecordSchema,
  type AuditRecord,
  type RecordExport,
} from "~/contract/audit";
import { envelope, paged } from "~/contract/envelope";
import { request } from "~/lib/http/api-client";
import { z } from "zod";
import { pageOf, type PageOf } from "./paging";

const FETCH_FAILED = "Failed to fetch activity";
const RECORD_FAILED = "Failed to record the export";

/** GET /Audit/GetAll (admin): security events, newest first, one page, optionally of one event. */
export async function listAuditEvents(query: {
  page: number;
  pageSize: number;
  event?: AuditEventName;
}): Promise<PageOf<AuditRecord>> {
  const { page, pageSize, event } = query;
  const params = { page, pageSize, ...(event ? { event } : {}) };
  const answer = await request(
    paged(auditRecordSchema),
    { method: "GET", url: "/Audit/GetAll", params },
    FETCH_FAILED,
  );
  return pageOf(answer);
}

/** POST /Audit/RecordExport (admin): the security log's entry for a CSV export made in the browser. */
export async function recordExport(entry: RecordExport): Promise<void> {
  await request(
    envelope(z.unknown()),
    { method: "POST", url: "/Audit/RecordExport", data: entry },
    RECORD_FAILED,
  );
}
