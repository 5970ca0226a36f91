import type { Log } from "../../platform/log";
import { desc, eq } from "drizzle-orm";
import type { AuditDetail, AuditEventName, AuditRecord } from "~/contract/audit";
import type { AppContext } from "../../context";
import type { AuditLog } from "../../platform/audit-log";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/client";
import { admins, auditEvents } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { countUpTo, type PageArgs, pageWithTotal } from "../../platform/paging";
import { countKey, recordCounted } from "./counted";

export type { AuditEventName, AuditOutcome } from "~/contract/audit";

const MAX_DETAIL_TEXT = 200;

/** Short values only: a detail is for ids, counts and routes. */
function trimDetail(detail: AuditDetail | undefined): AuditDetail | null {
  if (!detail) return null;
  const out: AuditDetail = {};
  for (const [k, v] of Object.entries(detail))
    out[k] = typeof v === "string" ? v.slice(0, MAX_DETAIL_TEXT) : v;
  return out;
}

/** The security log behind `ctx.audit` (see platform/audit-log.ts). */
export function createAuditLog(db: Db, clock: Clock, log: Log): AuditLog {
  return {
    async record(meta, event, outcome, options = {}) {
      try {
        const row = {
          id: newId(),
          time: clock(),
          event,
          adminId: options.adminId === undefined ? (meta.actor?.adminId ?? null) : options.adminId,
          ipAddress: meta.ip,
          outcome,
          detail: trimDetail(options.detail),
        };
        const { counted } = options;
        if (counted)
          await recordCounted(db, row, countKey(meta.ip, event, outcome, counted), counted.windowMs);
        else await db.insert(auditEvents).values(row);
      } catch (err) {
        log.error({ err, event, reqId: meta.requestId }, "security event not recorded");
      }
    },
  };
}

/** One page of the security log, newest first (ties in insertion order), optionally one event only. */
export async function listAuditEvents(
  ctx: AppContext,
  q: Omit<PageArgs, "search"> & { event?: AuditEventName },
): Promise<{ data: AuditRecord[]; total: number; totalCapped?: true }> {
  const where = q.event ? eq(auditEvents.event, q.event) : undefined;
  const { rows, ...counted } = await pageWithTotal(
    q,
    (limit, offset) =>
      ctx.db
        .select({ e: auditEvents, adminEmail: admins.email })
        .from(auditEvents)
        .leftJoin(admins, eq(admins.id, auditEvents.adminId))
        .where(where)
        .orderBy(desc(auditEvents.time), desc(auditEvents.seq))
        .limit(limit)
        .offset(offset),
    (cap) => countUpTo(ctx.db, auditEvents, where, cap),
  );
  const data = rows.map(({ e, adminEmail }) => ({
    _id: e.id,
    time: e.time.toISOString(),
    event: e.event,
    adminEmail,
    ipAddress: e.ipAddress,
    outcome: e.outcome,
    detail: e.detail ?? null,
    count: e.count,
  }));
  return { data, ...counted };
}
