import type { Contact } from "~/contract/contact";
import { deleteContact, listContacts } from "~/api/contacts";
import { ExpandableText } from "./expandable-text";
import { ExportCsvButton } from "./export-button";
import { AddLeadButton } from "./leads/add-lead";
import { LeadLink, StatusCell, StatusFilter, useStatusFilter } from "./leads/lead-status";
import { NameWithFirstTouch } from "./first-touch-line";
import { type Column, ListShell, TimeCell } from "./list-shell";
import { AddLink } from "./page-header";
import { DeleteRowButton, useConfirmedDelete } from "./row-delete";
import { usePagedList } from "./use-paged-list";

export const CONFIRM_DELETE_CONTACT = "Are you sure you want to delete this contact?";
export const DELETE_CONTACT_FAILED = "Failed to delete contact";

/** /list: contact-form submissions, searched and paged on the server. */
export function ContactsPage() {
  const [status, setStatus] = useStatusFilter();
  const list = usePagedList("contacts", (page) => listContacts({ ...page, status }), { filter: status });
  const deletion = useConfirmedDelete<Contact>("contacts", deleteContact);
  const columns: Column<Contact>[] = [
    {
      header: "Name",
      cell: (c) => (
        <NameWithFirstTouch name={<LeadLink kind="contact" id={c._id} name={c.name} />} lead={c} />
      ),
    },
    { header: "Email", className: "break-all", cell: (c) => c.email },
    { header: "Phone", className: "whitespace-nowrap", cell: (c) => c.phone || "—" },
    {
      header: "Message",
      className: "min-w-64 max-w-md",
      cell: (c) => <ExpandableText text={c.message} what={`the message from ${c.name}`} />,
    },
    { header: "Created At", className: "whitespace-nowrap", cell: (c) => <TimeCell at={c.createdAt} /> },
    { header: "ID", className: "font-mono text-xs text-slate-600 dark:text-slate-400", cell: (c) => c._id },
    { header: "Lead status", cell: (c) => <StatusCell kind="contact" lead={c} name={c.name} /> },
    {
      header: "Actions",
      cell: (c) => <DeleteRowButton label={`Delete contact ${c.name}`} onClick={() => deletion.ask(c)} />,
    },
  ];

  return (
    <ListShell
      title="Contacts"
      intro="Messages sent through the contact form, newest first."
      actions={
        <>
          <ExportCsvButton
            list="contacts"
            fetchPage={listContacts}
            search={list.search}
            columns={["_id", "name", "email", "phone", "message", "createdAt"]}
            fileBase="contacts"
            failure="Failed to export contacts"
          />
          <AddLink to="/contact">Add New Contact</AddLink>
          <AddLeadButton />
        </>
      }
      items="contacts"
      search={{ placeholder: "Search by name, email or phone" }}
      filter={<StatusFilter kind="contact" search={list.search} value={status} onChange={setStatus} />}
      noun="contacts"
      list={list}
      columns={columns}
      deletes={{
        deletion,
        title: "Delete contact",
        message: CONFIRM_DELETE_CONTACT,
        detail: (c) => `${c.name} <${c.email}>`,
        failed: DELETE_CONTACT_FAILED,
      }}
    />
  );
}
