import type { Contact } from "~/contract/contact";
import { deleteContact, listContacts } from "~/api/contacts";
import { ExpandableText } from "./expandable-text";
import { AddLeadButton } from "./leads/add-lead";
import { LeadBulkBar } from "./leads/lead-bulk";
import { useLeadColumns } from "./leads/lead-columns";
import { LeadExportButton } from "./leads/lead-export-button";
import { LeadFilterBar } from "./leads/lead-filters";
import { LeadLink, StatusCell, StatusFilter } from "./leads/lead-status";
import { useLeadList } from "./leads/use-lead-list";
import { NameWithFirstTouch } from "./first-touch-line";
import { type Column, ListShell, TimeCell } from "./list-shell";
import { AddLink } from "./page-header";
import { DeleteRowButton, useConfirmedDelete } from "./row-delete";

export const CONFIRM_DELETE_CONTACT = "Are you sure you want to delete this contact?";
export const DELETE_CONTACT_FAILED = "Failed to delete contact";

/** /list: contact-form submissions, searched and paged on the server. */
export function ContactsPage() {
  const leads = useLeadList("contacts", listContacts, (c: Contact) => c.name);
  const { list, status, setStatus } = leads;
  const leadColumns = useLeadColumns<Contact>();
  const deletion = useConfirmedDelete<Contact>("contacts", deleteContact);
  const columns: Column<Contact>[] = [
    {
      header: "Name",
      sort: "name",
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
    {
      header: "Created At",
      sort: "received",
      className: "whitespace-nowrap",
      cell: (c) => <TimeCell at={c.createdAt} />,
    },
    { header: "ID", className: "font-mono text-xs text-slate-600 dark:text-slate-400", cell: (c) => c._id },
    {
      header: "Lead status",
      sort: "status",
      cell: (c) => <StatusCell kind="contact" lead={c} name={c.name} />,
    },
    ...leadColumns,
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
          <LeadExportButton
            kind="contact"
            params={leads.exportParams}
            search={list.search}
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
      moreFilters={<LeadFilterBar list={leads.view} />}
      sort={leads.sort}
      selection={leads.selection}
      bulk={<LeadBulkBar kind="contact" chosen={leads.chosen} clear={leads.clear} />}
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
