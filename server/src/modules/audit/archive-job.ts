import type { AppContext } from "../../context";
import { utcDay } from "../../platform/clock";
import { defineJob } from "../../platform/jobs";
import { archiveAuditLog } from "./archive";

// The security log's archival (ADR 0065) as a durable job (ADR 0033): one a day at 03:00 UTC, on one
// instance, each run scheduling the next before it starts.

export const AUDIT_ARCHIVE_HOUR_UTC = 3;

export interface AuditArchivePayload extends Record<string, unknown> {
  /** The UTC day (YYYY-MM-DD) of the run. */
  day: string;
}

/** The first 03:00 UTC after `after`. */
export function nextArchiveRun(after: Date): { day: string; runAt: Date } {
  const runAt = new Date(after);
  runAt.setUTCHours(AUDIT_ARCHIVE_HOUR_UTC, 0, 0, 0);
  if (runAt <= after) runAt.setUTCDate(runAt.getUTCDate() + 1);
  return { day: utcDay(runAt), runAt };
}

export const auditArchiveKey = (day: string) => `audit-archive:${day}`;

/** Schedules the next run (a no-op when it is scheduled already); the app calls it at start. */
export async function scheduleAuditArchive(ctx: AppContext, after = ctx.clock()): Promise<void> {
  const { day, runAt } = nextArchiveRun(after);
  await auditArchiveJob.enqueue(ctx.db, ctx, { key: auditArchiveKey(day), runAt, payload: { day } });
}

async function runAuditArchive(ctx: AppContext, { day }: AuditArchivePayload) {
  // The next day's first, so a run that fails for good does not end the chain of runs.
  const due = Date.parse(`${day}T00:00:00.000Z`) + AUDIT_ARCHIVE_HOUR_UTC * 60 * 60 * 1000;
  await scheduleAuditArchive(ctx, new Date(Math.max(ctx.clock().getTime(), due)));
  const archived = await archiveAuditLog(ctx);
  if (archived) ctx.log.info({ archived }, "security log rows past retention archived");
}

export const auditArchiveJob = defineJob<AuditArchivePayload>("audit.archive", runAuditArchive);
