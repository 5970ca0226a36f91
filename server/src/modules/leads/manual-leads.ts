import { getTableName } from "drizzle-orm";
import type { ContactData } from "~/contract/contact";
import type { ManualLeadSource } from "~/contract/manual-lead";
import type { AppContext } from "../../context";
import { contacts } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { recordLeadEvent } from "./leads";

/**
 * A lead staff enter by hand (a phone call, a walk-in): stored as a New contact with its source, and
 * "created by" in its timeline, in one transaction. No spam screening and no staff notice: a member of
 * staff typed it in.
 */
export async function addLeadByHand(
  ctx: AppContext,
  fields: ContactData & { source: ManualLeadSource },
  by: string,
) {
  const now = ctx.clock();
  const row = {
    id: newId(),
    visitorId: null,
    valueInr: null,
    ...fields,
    leadStatus: "new" as const,
    version: 1,
    assignedTo: null,
    noticeHeld: false,
    createdAt: now,
    landingPage: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contacts).values(row);
    await recordLeadEvent(tx, ctx, {
      kind: "contact",
      id: row.id,
      event: "created",
      detail: fields.source,
      by,
    });
  });
  ctx.listTotals.changed(getTableName(contacts));
  return row;
}
