import type { Contact } from "~/contract/contact";
import { deleteContact, listContacts } from "~/api/contacts";
import { ConfirmDialog } from "./confirm-dialog";
import { ExpandableText } from "./expandable-text";
import { ExportCsvButton } from "./export-button";
import { formatDateTime } from "./format";
import { PAGE_SIZE } from "./list-params";
import { AddLink, PageHeader, ResultCount } from "./page-header";
import { Pagination } from "./pagination";
import { DeleteRowButton, useConfirmedDelete } from "./row-delete";
import { SearchBox } from "./search-box";
import { ListMessage, TableRegion, td, th } from "./table";
import { usePagedList } from "./use-paged-list";

export const CONFIRM_DELETE_CONTACT = "Are you sure you want to delete this contact?";
export const DELETE_CONTACT_FAILED = "Failed to delete contact";

/** /list: contact-form submissions, searched and paged on the server. */
export function ContactsPage() {
  const list = usePagedList("contacts", listContacts);
  const deletion = useConfirmedDelete<Contact>("contacts", deleteContact);
  const { removal, pending } = deletion;
  const { query } = list;

  return (
    <div className="space-y-6">
      <PageHeader title="Contacts" intro="Messages sent through the contact form, newest first.">
        <ExportCsvButton
          list="contacts"
          fetchPage={listContacts}
          search={list.search}
          columns={["_id", "name", "email", "phone", "message", "createdAt"]}
          fileBase="contacts"
          failure="Failed to export contacts"
        />
        <AddLink to="/contact">Add New Contact</AddLink>
      </PageHeader>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label="Search contacts"
          placeholder="Search by name, email or phone"
          value={list.search}
          onSearch={list.setSearch}
        />
        <ResultCount
          page={list.page}
          pageSize={PAGE_SIZE}
          shown={list.items.length}
          total={list.total}
          noun="contacts"
        />
      </div>

      {removal.isError && <ListMessage kind="error">{DELETE_CONTACT_FAILED}</ListMessage>}

      {query.isPending ? (
        <ListMessage kind="loading">Loading contacts...</ListMessage>
      ) : query.isError ? (
        <ListMessage kind="error">{query.error.message}</ListMessage>
      ) : list.items.length === 0 ? (
        <ListMessage kind="empty">No contacts found.</ListMessage>
      ) : (
        <TableRegion label="Contacts" busy={query.isPlaceholderData}>
          <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
            <thead className="bg-slate-50 dark:bg-slate-800/60">
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Email
                </th>
                <th scope="col" className={th}>
                  Phone
                </th>
                <th scope="col" className={th}>
                  Message
                </th>
                <th scope="col" className={th}>
                  Created At
                </th>
                <th scope="col" className={th}>
                  ID
                </th>
                <th scope="col" className={th}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.items.map((c) => (
                <tr key={c._id}>
                  <td className={`${td} font-medium`}>{c.name}</td>
                  <td className={`${td} break-all`}>{c.email}</td>
                  <td className={`${td} whitespace-nowrap`}>{c.phone || "—"}</td>
                  <td className={`${td} min-w-64 max-w-md`}>
                    <ExpandableText text={c.message} what={`the message from ${c.name}`} />
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
                  </td>
                  <td className={`${td} font-mono text-xs text-slate-600 dark:text-slate-400`}>{c._id}</td>
                  <td className={td}>
                    <DeleteRowButton label={`Delete contact ${c.name}`} onClick={() => deletion.ask(c)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}

      <Pagination page={list.page} totalPages={list.totalPages} hrefForPage={list.hrefForPage} />

      {pending && (
        <ConfirmDialog
          title="Delete contact"
          message={CONFIRM_DELETE_CONTACT}
          detail={`${pending.name} <${pending.email}>`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={removal.isPending}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </div>
  );
}
