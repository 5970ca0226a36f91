import type { FirstTouch } from "~/contract/collect";
import type { LeadStatus } from "~/contract/lead-status";
import { firstTouchColumns, firstTouchDto } from "./first-touch";
import { isOverdue } from "./leads";

/** The columns every kind of lead has, as a new lead starts: New (or Spam), nobody's, no value yet. */
export const newLeadColumns = (touch: FirstTouch, spam: boolean) => ({
  ...firstTouchColumns(touch),
  leadStatus: spam ? ("spam" as const) : ("new" as const),
  version: 1,
  assignedTo: null,
  valueInr: null,
});

type LeadRow = Parameters<typeof firstTouchDto>[0] & {
  leadStatus: LeadStatus;
  version: number;
  createdAt: Date;
  valueInr: number | null;
  assignedTo: string | null;
};

/** The same columns on a lead's DTO; `dueBefore` (see `replyDueBefore`) marks New ones past their reply time. */
export const leadDtoFields = (row: LeadRow, dueBefore?: Date) => ({
  leadStatus: row.leadStatus,
  version: row.version,
  overdue: dueBefore ? isOverdue(row, dueBefore) : false,
  value: row.valueInr,
  assignedTo: row.assignedTo,
  ...firstTouchDto(row),
});
