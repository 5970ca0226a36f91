import { CANNOT_REMOVE_LAST, type TeamMember } from "~/contract/team";
import { buttonClass } from "~/components/ui/button";
import { TimeCell } from "../list-shell";
import { HeaderRow, TableRegion, td } from "../table";

/** Why a member has no Remove button, or null when they can be removed. */
export function whyNotRemovable(member: TeamMember, count: number): string | null {
  if (member.isYou) return "You cannot remove yourself.";
  if (count <= 1) return CANNOT_REMOVE_LAST;
  return null;
}

/**
 * Staff accounts: email, when added, last sign-in, Sign out everywhere (your own sessions are on
 * /account) and Remove (never yourself, never the last one).
 */
export function MembersTable({
  members,
  onRemove,
  onSignOut,
}: {
  members: TeamMember[];
  onRemove: (member: TeamMember) => void;
  onSignOut: (member: TeamMember) => void;
}) {
  return (
    <TableRegion label="Team members" busy={false}>
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
        <HeaderRow labels={["Email", "Added", "Last sign-in", "Actions"]} />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {members.map((m) => {
            const reason = whyNotRemovable(m, members.length);
            return (
              <tr key={m._id}>
                <td className={`${td} break-all font-medium`}>
                  {m.email}
                  {m.isYou && <span className="ml-2 text-xs text-slate-600 dark:text-slate-300">(you)</span>}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <TimeCell at={m.createdAt} />
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {m.lastSignInAt ? <TimeCell at={m.lastSignInAt} /> : "Never"}
                </td>
                <td className={td}>
                  <div className="flex flex-wrap items-center gap-2">
                    {!m.isYou && (
                      <button
                        type="button"
                        className={buttonClass("secondary", "sm")}
                        onClick={() => onSignOut(m)}
                        aria-label={`Sign out ${m.email} everywhere`}
                      >
                        Sign out everywhere
                      </button>
                    )}
                    {reason ? (
                      <span className="text-xs text-slate-600 dark:text-slate-300">{reason}</span>
                    ) : (
                      <button
                        type="button"
                        className={buttonClass("secondary", "sm")}
                        onClick={() => onRemove(m)}
                        aria-label={`Remove ${m.email}`}
                      >
                        Remove
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
