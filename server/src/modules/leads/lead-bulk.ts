import type { RequestMeta } from "../../platform/request-meta";
import { and, eq, getTableName, inArray } from "drizzle-orm";
import type { LeadBulk } from "~/contract/lead-list";
import type { LeadKind } from "~/contract/leads";
import type { AppContext } from "../../context";
import type { Db } from "../../platform/db/client";
import type { demoRequests } from "../../platform/db/schema";
import { otpChallenges } from "../../platform/db/schema";
import { HttpError, notFound } from "../../platform/errors";
import { AuditEvent } from "../../platform/audit-log";
import { type LeadChange, changeLeadIn, leadNoun, leadTable, staleLead } from "./leads";
import { notifyAssigned, notifyContactReceived, notifyDemoRequest } from "./notify";

type DemoRow = typeof demoRequests.$inferSelect;

/** Deletes the leads once every one is found at the version given; a demo request's codes go with it. */
async function deleteAll(tx: Db, kind: LeadKind, leads: LeadBulk["leads"]) {
  const t = leadTable(kind);
  const ids = leads.map((l) => l.id);
  const rows = await tx
    .select({ id: t.id, version: t.version })
    .from(t)
    .where(inArray(t.id, ids))
    .orderBy(t.id)
    .for("update");
  const stored = new Map(rows.map((r) => [r.id, r.version]));
  for (const l of leads) {
    if (!stored.has(l.id)) throw notFound(leadNoun[kind]);
    if (stored.get(l.id) !== l.version) throw staleLead();
  }
  await tx.delete(t).where(inArray(t.id, ids));
  if (kind === "demo")
    await tx
      .delete(otpChallenges)
      .where(and(eq(otpChallenges.purpose, "demo"), inArray(otpChallenges.subject, ids)));
}

const changeOf = (body: LeadBulk): LeadChange =>
  body.action === "assign"
    ? { assignedTo: body.assignedTo }
    : body.action === "status"
      ? { leadStatus: body.leadStatus }
      : { leadStatus: "spam" };

/**
 * One bulk action on the selected leads, all in one transaction: an unknown lead (404), a stale version
 * (409) or an unknown assignee (400) changes nothing. Each lead's history gets its entry as a single
 * change would; the security log gets one entry naming the action, the count and the leads. Notices
 * follow the commit: a lead leaving Spam sends the staff notice it held, a new assignee is mailed.
 */
export async function bulkLeadAction(
  ctx: AppContext,
  meta: RequestMeta,
  kind: LeadKind,
  body: LeadBulk,
  by: string,
): Promise<number> {
  // Rows are locked in id order, so two bulk actions over the same leads cannot deadlock.
  const leads = [...body.leads].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const detail = {
    kind,
    action: body.action,
    count: leads.length,
    leads: leads.map((l) => l.id).join(","),
    ...(body.action === "status" ? { to: body.leadStatus } : {}),
    ...(body.action === "spam" ? { to: "spam" } : {}),
  };
  let changed;
  try {
    changed = await ctx.db.transaction(async (tx) => {
      if (body.action === "delete") {
        await deleteAll(tx, kind, leads);
        return [];
      }
      const change = changeOf(body);
      const done = [];
      for (const l of leads)
        done.push(await changeLeadIn(tx, ctx, kind, l.id, { ...change, version: l.version }, by));
      return done;
    });
  } catch (err) {
    if (err instanceof HttpError)
      await ctx.audit.record(meta, AuditEvent.leadsBulkAction, "failure", {
        detail: { ...detail, status: err.statusCode },
      });
    throw err;
  } finally {
    ctx.listTotals.changed(getTableName(leadTable(kind)));
  }
  await ctx.audit.record(meta, AuditEvent.leadsBulkAction, "success", { detail });
  for (const { row, newAssignee, releasedNotice } of changed) {
    if (newAssignee) await notifyAssigned(ctx, kind, row, newAssignee, by);
    if (!releasedNotice) continue;
    if (kind === "contact") await notifyContactReceived(ctx, row);
    else await notifyDemoRequest(ctx, row as unknown as DemoRow);
  }
  return leads.length;
}
