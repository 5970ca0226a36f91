import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { adminPaths } from "~/shared/paths";
import { Select } from "~/components/ui/select";
import { ROLE_LABELS, ROLES, type Role } from "~/contract/roles";
import { CANNOT_REMOVE_LAST, type TeamMember } from "~/contract/team";
import { TimeCell } from "~/components/admin/list/list-shell";
import { HeaderRow, TableRegion, td } from "~/components/admin/list/table";

export const ONLY_OWNER = "The only owner";

const isOnlyOwner = (member: TeamMember, members: TeamMember[]) =>
  member.role === "owner" && members.filter((m) => m.role === "owner").length <= 1;

/** Why a member has no Remove button, or null when they can be removed. */
export function whyNotRemovable(member: TeamMember, members: TeamMember[]): string | null {
  if (member.isYou) return "You cannot remove yourself.";
  if (members.length <= 1) return CANNOT_REMOVE_LAST;
  if (isOnlyOwner(member, members)) return "The only owner cannot be removed.";
  return null;
}

const roleOptions = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/**
 * Staff accounts: email and name, role, when added, last sign-in, Edit name, Hours (their availability),
 * Sign out everywhere (your own sessions are on /account) and Remove (never yourself, never the last one
 * or the only owner). The role is a select; the only owner's is fixed until another member is an owner.
 */
export function MembersTable({
  members,
  busy,
  onRemove,
  onRole,
  onSignOut,
  onEditName,
}: {
  members: TeamMember[];
  busy: boolean;
  onEditName: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
  onRole: (member: TeamMember, role: Role) => void;
  onSignOut: (member: TeamMember) => void;
}) {
  return (
    <TableRegion label="Team members" busy={busy}>
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
        <HeaderRow labels={["Email", "Role", "Added", "Last sign-in", "Actions"]} />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {members.map((m) => {
            const reason = whyNotRemovable(m, members);
            const onlyOwner = isOnlyOwner(m, members);
            return (
              <tr key={m._id}>
                <td className={`${td} break-all font-medium`}>
                  {m.email}
                  {m.isYou && <span className="ml-2 text-xs text-slate-600 dark:text-slate-300">(you)</span>}
                  {m.displayName && (
                    <span className="block break-normal text-xs font-normal text-slate-600 dark:text-slate-300">
                      {[m.displayName, m.title].filter(Boolean).join(" · ")}
                    </span>
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {onlyOwner ? (
                    <>
                      {ROLE_LABELS.owner}
                      <span className="block text-xs text-slate-600 dark:text-slate-300">{ONLY_OWNER}</span>
                    </>
                  ) : (
                    <Select
                      aria-label={`Role of ${m.email}`}
                      value={m.role}
                      disabled={busy}
                      options={roleOptions}
                      onValue={(role) => onRole(m, role as Role)}
                    />
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <TimeCell at={m.createdAt} />
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {m.lastSignInAt ? <TimeCell at={m.lastSignInAt} /> : "Never"}
                </td>
                <td className={td}>
                  <div className="flex flex-wrap items-center gap-2">
                    <button
                      type="button"
                      className={buttonClass("secondary", "sm")}
                      onClick={() => onEditName(m)}
                      aria-label={`Edit the name of ${m.email}`}
                    >
                      Edit name
                    </button>
                    <Link
                      to={`${adminPaths.availability}?member=${encodeURIComponent(m._id)}`}
                      className={buttonClass("secondary", "sm")}
                      aria-label={`Hours of ${m.email}`}
                    >
                      Hours
                    </Link>
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
