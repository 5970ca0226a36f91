import { type Column, ListShell } from "~/components/admin/list/list-shell";
import { DeleteRowButton, useConfirmedDelete } from "~/components/admin/list/row-delete";
import type { LeadKind } from "~/contract/lead-status";
import { NameWithFirstTouch } from "./first-touch-line";
import { LeadBulkBar } from "./lead-bulk";
import { useLeadColumns } from "./lead-columns";
import { LeadExportButton } from "./lead-export-button";
import { LeadFilterBar } from "./lead-filters";
import type { LeadListSpec, LeadRow } from "./lead-list-spec";
import { contactList, demoList } from "./lead-lists";
import { LeadLink, listResource, StatusCell, StatusFilter } from "./lead-status";
import { useLeadList } from "./use-lead-list";

function LeadList<T extends LeadRow>({ kind, spec }: { kind: LeadKind; spec: LeadListSpec<T> }) {
  const leads = useLeadList(listResource[kind], spec.fetchPage, spec.name);
  const { list, status, setStatus } = leads;
  const leadColumns = useLeadColumns<T>();
  const deletion = useConfirmedDelete<T>(listResource[kind], spec.remove);
  const columns: Column<T>[] = [
    {
      header: "Name",
      sort: "name",
      cell: (r) => (
        <NameWithFirstTouch name={<LeadLink kind={kind} id={r._id} name={spec.name(r)} />} lead={r} />
      ),
    },
    ...spec.columns,
    {
      header: "Lead status",
      sort: "status",
      cell: (r) => <StatusCell kind={kind} lead={r} name={spec.name(r)} />,
    },
    ...leadColumns,
    {
      header: "Actions",
      cell: (r) => (
        <DeleteRowButton label={spec.deletes.label(spec.name(r))} onClick={() => deletion.ask(r)} />
      ),
    },
  ];

  return (
    <ListShell
      title={spec.title}
      intro={spec.intro}
      actions={
        <>
          <LeadExportButton
            kind={kind}
            params={leads.exportParams}
            search={list.search}
            fileBase={spec.exportAs.fileBase}
            failure={spec.exportAs.failure}
          />
          {spec.actions}
        </>
      }
      items={spec.items}
      search={{ placeholder: spec.searchPlaceholder }}
      filter={<StatusFilter kind={kind} search={list.search} value={status} onChange={setStatus} />}
      moreFilters={<LeadFilterBar list={leads.view} />}
      sort={leads.sort}
      selection={leads.selection}
      bulk={<LeadBulkBar kind={kind} chosen={leads.chosen} clear={leads.clear} />}
      noun={spec.noun}
      list={list}
      columns={columns}
      deletes={{
        deletion,
        title: spec.deletes.title,
        message: spec.deletes.message,
        detail: (r) => `${spec.name(r)} <${r.email}>`,
        failed: spec.deletes.failed,
      }}
    />
  );
}

/** /list and /demos: contact-form submissions or demo requests, searched and paged on the server. */
export function LeadListPage({ kind }: { kind: LeadKind }) {
  return kind === "contact" ? (
    <LeadList key="contact" kind="contact" spec={contactList} />
  ) : (
    <LeadList key="demo" kind="demo" spec={demoList} />
  );
}
