import { endpoint } from "../endpoint";
import { auditQuerySchema, auditRecordSchema } from "../audit";
import { paged } from "../envelope";

/** The security log, read-only (owners). */
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
};
