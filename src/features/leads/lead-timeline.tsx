import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { leadsApi } from "~/contract/endpoints/leads";
import { LEAD_STATUS_LABELS, type LeadKind, type LeadStatus, type TimelineEntry } from "~/contract/leads";
import { MANUAL_LEAD_SOURCE_LABELS, type ManualLeadSource } from "~/contract/manual-lead";
import { formatInr } from "~/content/pricing";
import { leadPagePath } from "~/shared/paths";
import { formatDateTime } from "~/lib/admin/format";
import { callData } from "~/lib/http/call";
import { TimeCell } from "~/components/admin/list/list-shell";
import { ListMessage } from "~/components/admin/list/table";

const recordName: Record<LeadKind, string> = { contact: "contact message", demo: "demo request" };
const statusLabel = (s: string) => LEAD_STATUS_LABELS[s as LeadStatus] ?? s;
const sourceLabel = (s: string) => MANUAL_LEAD_SOURCE_LABELS[s as ManualLeadSource] ?? s;

const by = (e: TimelineEntry) => (e.by ? ` by ${e.by}` : "");

/** What one entry says, by its type. */
function describe(e: TimelineEntry): { title: string; body?: string } {
  switch (e.type) {
    case "contact":
      return { title: "Contact message", body: e.text };
    case "demo":
      return { title: "Demo request", body: e.text };
    case "status":
      return { title: `Status set to ${statusLabel(e.text)}${e.by ? ` by ${e.by}` : ""}` };
    case "note":
      return { title: `Note by ${e.by ?? "staff"}`, body: e.text };
    case "email":
      return { title: `Staff email sent to ${e.text}` };
    case "reply":
      return { title: `Reply sent${by(e)}`, body: e.text };
    case "assigned":
      return { title: `Assigned to ${e.text}${e.by ? ` by ${e.by}` : ""}` };
    // Booking steps: `text` is the demo's start (ISO), or the reminder's recipient.
    case "booked":
      return { title: `Demo booked for ${formatDateTime(e.text)}${by(e)}` };
    case "rescheduled":
      return { title: `Demo moved to ${formatDateTime(e.text)}${by(e)}` };
    case "cancelled":
      return { title: `Demo of ${formatDateTime(e.text)} cancelled${by(e)}` };
    case "reminded":
      return { title: `Reminder sent to ${e.text}` };
    case "attended":
      return { title: `Marked attended${by(e)}` };
    case "no_show":
      return { title: `Marked no-show${by(e)}` };
    // Issue 26: `text` is the source chosen, the note given, or the link's recipient.
    case "created":
      return { title: `Added by hand${by(e)} (source: ${sourceLabel(e.text)})` };
    case "confirmed":
      return { title: `Confirmed by hand${by(e)}`, body: e.text || undefined };
    case "link_sent":
      return { title: `Confirmation link sent to ${e.text}${by(e)}` };
    // `text` is the new value in rupees, empty when it was cleared.
    case "value":
      return {
        title: e.text ? `Value set to ${formatInr(Number(e.text))}${by(e)}` : `Value cleared${by(e)}`,
      };
  }
}

/** The person's timeline: every record with the same email or phone, and what staff did with them. */
export function LeadTimeline({ kind, leadId }: { kind: LeadKind; leadId: string }) {
  const timeline = useQuery({
    queryKey: ["timeline", kind, leadId],
    queryFn: () => callData(leadsApi.timeline, { params: { kind, id: leadId } }),
  });
  return (
    <section aria-labelledby="timeline-heading" className="space-y-3">
      <h2 id="timeline-heading" className="text-lg font-semibold">
        Timeline
      </h2>
      {timeline.isPending ? (
        <ListMessage kind="loading">Loading timeline...</ListMessage>
      ) : timeline.isError ? (
        <ListMessage kind="error">{timeline.error.message}</ListMessage>
      ) : (
        <ol
          aria-label="Timeline"
          className="space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700"
        >
          {timeline.data.entries.map((e, i) => {
            const { title, body } = describe(e);
            const here = e.kind === kind && e.leadId === leadId;
            return (
              <li key={`${e.type}-${e.leadId}-${e.at}-${i}`} className="text-sm">
                <p className="text-xs text-slate-600 dark:text-slate-300">
                  <TimeCell at={e.at} />
                  {here ? ` · this ${recordName[e.kind]}` : " · "}
                  {!here && (
                    <Link
                      to={leadPagePath(e.kind, e.leadId)}
                      className="text-brand-700 underline underline-offset-2 dark:text-brand-200"
                    >
                      open {recordName[e.kind]}
                    </Link>
                  )}
                </p>
                <p className="font-medium">{title}</p>
                {body && <p className="line-clamp-3 whitespace-pre-wrap break-words">{body}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
