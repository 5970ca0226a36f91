import type { FollowUp } from "~/contract/follow-ups";
import type { ReplyDraft, ReplyTemplate } from "~/contract/replies";

// Replies, templates and follow-ups of the in-memory admin API; emptied with the rest by resetAdminDb.

export interface SentReply {
  kind: string;
  leadId: string;
  subject: string;
  body: string;
}

const empty = () => ({
  templates: [] as ReplyTemplate[],
  /** Drafts by "kind:id". */
  drafts: {} as Record<string, ReplyDraft>,
  sent: [] as SentReply[],
  followUps: [] as FollowUp[],
  /** The /tasks board's groups, as the server would group `followUps`. */
  board: { overdue: [] as FollowUp[], today: [] as FollowUp[], upcoming: [] as FollowUp[] },
});

export const workDb = empty();
export function resetWorkDb(): void {
  Object.assign(workDb, empty());
}

export const makeFollowUp = (i: number, over: Partial<FollowUp> = {}): FollowUp => ({
  _id: `f${i}`,
  leadKind: "contact",
  leadId: "c001",
  leadName: `Contact ${i}`,
  dueAt: "2026-04-10T09:00:00.000Z",
  note: `Follow-up ${i}`,
  assigneeId: "a1",
  assigneeEmail: "admin@example.com",
  createdBy: "admin@example.com",
  doneAt: null,
  doneBy: null,
  version: 1,
  ...over,
});

export const makeTemplate = (i: number, over: Partial<ReplyTemplate> = {}): ReplyTemplate => ({
  _id: `t${i}`,
  name: `Template ${i}`,
  subject: "Your enquiry",
  body: "Hello {{name}},\n\nThanks for writing.\n{{staffName}}",
  version: 1,
  updatedBy: "admin@example.com",
  updatedAt: "2026-04-01T10:00:00.000Z",
  ...over,
});
