import type { ReactNode } from "react";
import type { PageOf, PageRequest } from "~/lib/http/paging";
import type { Column } from "~/components/admin/list/list-shell";
import type { LeadFirstTouch } from "~/contract/collect";
import type { LeadStatus } from "~/contract/lead-status";

/** The fields every lead list reads, whichever kind of lead it lists. */
export type LeadRow = LeadFirstTouch & {
  _id: string;
  email: string;
  createdAt: string;
  leadStatus: LeadStatus;
  version: number;
  overdue: boolean;
  value: number | null;
  assignedTo: string | null;
};

/** What sets one lead list apart: its calls, its own columns and its words. */
export interface LeadListSpec<T extends LeadRow> {
  fetchPage: (request: PageRequest) => Promise<PageOf<T>>;
  remove: (id: string) => Promise<void>;
  name: (row: T) => string;
  /** The columns between Name and Lead status. */
  columns: Column<T>[];
  title: string;
  intro: string;
  /** Actions after the export button. */
  actions?: ReactNode;
  items: string;
  noun: string;
  searchPlaceholder: string;
  exportAs: { fileBase: string; failure: string };
  deletes: { title: string; message: string; failed: string; label: (name: string) => string };
}
