import { endpoint } from "../endpoint";
import { auditQuerySchema, auditRecordSchema, recordExportSchema } from "../audit";
import { messageAnswerSchema, paged } from "../envelope";

/** The security log, read-only (owners), and the record of each CSV export (every member). */
export const auditApi = {
  list: endpoint({
    method: "GET",
    path: "/Audit/GetAll",
    query: auditQuerySchema,
    response: paged(auditRecordSchema),
    errors: [400, 401, 403],
    summary: "Security events, newest first, paged, by event",
    failed: "Failed to fetch activity",
  }),
  recordExport: endpoint({
    method: "POST",
    path: "/Audit/RecordExport",
    body: recordExportSchema,
    response: messageAnswerSchema,
    errors: [400, 401],
    summary: "Record a CSV export made in the admin area",
    failed: "Failed to record the export",
  }),
};
