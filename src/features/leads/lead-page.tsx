import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { leadsApi } from "~/contract/endpoints/leads";
import type { LeadDetail, LeadKind } from "~/contract/leads";
import { MANUAL_LEAD_SOURCE_LABELS, type ManualLeadSource } from "~/contract/manual-lead";
import { leadPagePaths } from "~/shared/paths";
import { callData } from "~/lib/http/call";
import { TimeCell } from "~/components/admin/list/list-shell";
import { useIsOwner } from "~/components/admin/use-me";
import { ListMessage } from "~/components/admin/list/table";
import { LeadAssignee } from "./lead-assignee";
import { DetailRow } from "./detail-row";
import { LeadBooking } from "./lead-booking";
import { LeadNotes } from "./lead-notes";
import { FastBadge, LeadStatusSelect, leadKey, VerifiedBadge } from "./lead-status";
import { HandConfirm } from "./hand-confirm";
import { LeadPrivacy } from "./lead-privacy";
import { LeadTimeline } from "./lead-timeline";
import { LeadValue } from "./lead-value";
import { ReplyComposer } from "./reply-composer";

const listTitle: Record<LeadKind, string> = { contact: "Contacts", demo: "Demo Requests" };
const link = "text-brand-700 underline-offset-2 hover:underline dark:text-brand-200 break-all";

function Details({ lead }: { lead: LeadDetail }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      <DetailRow label="Email">
        <a className={link} href={`mailto:${lead.email}`}>
          {lead.email}
        </a>
      </DetailRow>
      <DetailRow label="Phone">
        {lead.phone ? (
          <a className={link} href={`tel:${lead.phone}`}>
            {lead.phone}
          </a>
        ) : (
          "—"
        )}
      </DetailRow>
      {lead.kind === "demo" && <DetailRow label="Company">{lead.companyName || "—"}</DetailRow>}
      <DetailRow label="Received">
        <TimeCell at={lead.createdAt} />
      </DetailRow>
      <DetailRow label="Reply due">
        <TimeCell at={lead.replyDueAt} />
      </DetailRow>
      {lead.kind === "contact" && lead.source in MANUAL_LEAD_SOURCE_LABELS && (
        <DetailRow label="Source">
          {MANUAL_LEAD_SOURCE_LABELS[lead.source as ManualLeadSource]} (added by staff)
        </DetailRow>
      )}
      {lead.landingPage && <DetailRow label="Landing page">{lead.landingPage}</DetailRow>}
      {lead.utmSource && <DetailRow label="UTM source">{lead.utmSource}</DetailRow>}
    </dl>
  );
}

/**
 * /list/:id and /demos/:id: one lead, its whole message, status and notes. The route hands in the
 * follow-ups section, which belongs to the follow-ups feature.
 */
export function LeadPage({
  kind,
  id,
  followUps,
}: {
  kind: LeadKind;
  id: string;
  followUps: (kind: LeadKind, leadId: string) => ReactNode;
}) {
  const lead = useQuery({
    queryKey: leadKey(kind, id),
    queryFn: () => callData(leadsApi.detail, { params: { kind, id } }),
  });
  // Personal data requests are an owner's: staff do not see the section.
  const isOwner = useIsOwner() === true;
  const back = (
    <Link to={leadPagePaths[kind]} className={`inline-flex items-center gap-1 text-sm ${link}`}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to {listTitle[kind]}
    </Link>
  );
  if (lead.isPending)
    return (
      <div className="space-y-4">
        {back}
        <ListMessage kind="loading">Loading...</ListMessage>
      </div>
    );
  if (lead.isError)
    return (
      <div className="space-y-4">
        {back}
        <ListMessage kind="error">{lead.error.message}</ListMessage>
      </div>
    );
  const l = lead.data;
  return (
    <div className="max-w-3xl space-y-6">
      {back}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="break-words text-2xl font-bold">{l.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            {l.kind === "contact" ? "Contact message" : "Demo request"}
            {l.verified && <VerifiedBadge />}
            {l.fast && <FastBadge />}
            {l.kind === "demo" && !l.verified && <HandConfirm lead={l} />}
          </div>
          {l.confirmedBy && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              Confirmed by hand by {l.confirmedBy}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <LeadStatusSelect kind={kind} lead={l} label="Lead status" />
          <LeadAssignee lead={l} />
          {/* A new version (any saved change) shows the stored value again. */}
          <LeadValue key={l.version} lead={l} />
        </div>
      </div>
      <Details lead={l} />
      <section aria-labelledby="message-heading">
        <h2 id="message-heading" className="text-lg font-semibold">
          {l.kind === "contact" ? "Message" : "Comment"}
        </h2>
        <p className="mt-2 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
          {l.message}
        </p>
      </section>
      {l.kind === "demo" && <LeadBooking demoRequestId={l._id} name={l.name} />}
      <ReplyComposer kind={kind} leadId={l._id} />
      {followUps(kind, l._id)}
      <LeadNotes kind={kind} leadId={l._id} notes={l.notes} />
      <LeadTimeline kind={kind} leadId={l._id} />
      {isOwner && <LeadPrivacy lead={l} />}
    </div>
  );
}
