import { contactApi } from "~/contract/endpoints/contact";
import { demoApi } from "~/contract/endpoints/demo";
import { type Column, TimeCell } from "~/components/admin/list/list-shell";
import { AddLink } from "~/components/admin/page-header";
import type { Contact } from "~/contract/contact";
import type { DemoRequest } from "~/contract/demo";
import { AddLeadButton } from "./add-lead";
import { ExpandableText } from "./expandable-text";
import type { LeadListSpec } from "./lead-list-spec";
import { FastBadge } from "./lead-status";
import { pagesOf, removerOf } from "~/lib/http/paging";

export const CONFIRM_DELETE_CONTACT = "Are you sure you want to delete this contact?";
export const CONFIRM_DELETE_DEMO = "Are you sure you want to delete this demo request?";

/** The lead's own text (a message, a comment), shortened until opened. */
const textColumn = <T,>(header: string, text: (row: T) => string, from: (row: T) => string): Column<T> => ({
  header,
  className: "min-w-64 max-w-md",
  cell: (r) => <ExpandableText text={text(r)} what={`the ${header.toLowerCase()} from ${from(r)}`} />,
});

const receivedColumn = <T extends { createdAt: string }>(header: string): Column<T> => ({
  header,
  sort: "received",
  className: "whitespace-nowrap",
  cell: (r) => <TimeCell at={r.createdAt} />,
});

/** /list: contact-form submissions. */
export const contactList: LeadListSpec<Contact> = {
  fetchPage: pagesOf(contactApi.list),
  remove: removerOf(contactApi.remove),
  name: (c) => c.name,
  columns: [
    { header: "Email", className: "break-all", cell: (c) => c.email },
    { header: "Phone", className: "whitespace-nowrap", cell: (c) => c.phone || "—" },
    textColumn(
      "Message",
      (c) => c.message,
      (c) => c.name,
    ),
    receivedColumn("Created At"),
    { header: "ID", className: "font-mono text-xs text-slate-600 dark:text-slate-400", cell: (c) => c._id },
  ],
  title: "Contacts",
  intro: "Messages sent through the contact form, newest first.",
  actions: (
    <>
      <AddLink to="/contact">Add New Contact</AddLink>
      <AddLeadButton />
    </>
  ),
  items: "contacts",
  noun: "contacts",
  searchPlaceholder: "Search by name, email or phone",
  exportAs: { fileBase: "contacts", failure: "Failed to export contacts" },
  deletes: {
    title: "Delete contact",
    message: CONFIRM_DELETE_CONTACT,
    failed: "Failed to delete contact",
    label: (name) => `Delete contact ${name}`,
  },
};

function DemoStatusBadge({ status }: { status: DemoRequest["status"] }) {
  const confirmed = status === "confirmed";
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        confirmed
          ? "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200"
          : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      }`}
    >
      {confirmed ? "Confirmed" : "Pending"}
    </span>
  );
}

/** /demos: demo requests, confirmed (OTP verified) and pending. */
export const demoList: LeadListSpec<DemoRequest> = {
  fetchPage: pagesOf(demoApi.list),
  remove: removerOf(demoApi.remove),
  name: (d) => d.fullName,
  columns: [
    { header: "Company", cell: (d) => d.companyName || "—" },
    { header: "Phone", className: "whitespace-nowrap", cell: (d) => d.phone },
    { header: "Email", className: "break-all", cell: (d) => d.email },
    textColumn(
      "Comment",
      (d) => d.comment,
      (d) => d.fullName,
    ),
    {
      header: "Status",
      cell: (d) => (
        <div className="flex flex-wrap gap-1">
          <DemoStatusBadge status={d.status} />
          {d.fast && <FastBadge />}
        </div>
      ),
    },
    receivedColumn("Date"),
  ],
  title: "Demo Requests",
  intro: "Requests from the demo page; confirmed ones passed the one-time code check.",
  items: "demo requests",
  noun: "requests",
  searchPlaceholder: "Search by name, company, email or phone",
  exportAs: { fileBase: "demo-requests", failure: "Failed to export demo requests" },
  deletes: {
    title: "Delete demo request",
    message: CONFIRM_DELETE_DEMO,
    failed: "Failed to delete demo request",
    label: (name) => `Delete demo request from ${name}`,
  },
};
