import type { Invitation } from "~/contract/team";
import { buttonClass } from "~/components/ui/button";
import { TimeCell } from "~/components/admin/list/list-shell";
import { HeaderRow, TableRegion, td } from "~/components/admin/list/table";

const badge = "ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold";
const expiredBadge = `${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100`;

/** Pending invitations: who, by whom, until when; send again (a new link) or cancel. */
export function InvitationsTable({
  invitations,
  busy,
  onResend,
  onCancel,
}: {
  invitations: Invitation[];
  busy: boolean;
  onResend: (invitation: Invitation) => void;
  onCancel: (invitation: Invitation) => void;
}) {
  return (
    <TableRegion label="Pending invitations" busy={busy}>
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
        <HeaderRow labels={["Email", "Invited by", "Sent", "Link expires", "Actions"]} />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {invitations.map((i) => (
            <tr key={i._id}>
              <td className={`${td} break-all font-medium`}>{i.email}</td>
              <td className={`${td} break-all`}>{i.invitedBy ?? "—"}</td>
              <td className={`${td} whitespace-nowrap`}>
                <TimeCell at={i.createdAt} />
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <TimeCell at={i.expiresAt} />
                {i.expired && <span className={expiredBadge}>Expired</span>}
              </td>
              <td className={td}>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={busy}
                    className={buttonClass("secondary", "sm")}
                    onClick={() => onResend(i)}
                    aria-label={`Send again to ${i.email}`}
                  >
                    Send again
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    className={buttonClass("secondary", "sm")}
                    onClick={() => onCancel(i)}
                    aria-label={`Cancel invitation of ${i.email}`}
                  >
                    Cancel
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
