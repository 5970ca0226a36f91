import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { TeamMember } from "~/contract/team";
import { LoadError } from "~/components/admin/load-error";
import { PageHeader } from "~/components/admin/page-header";
import { ListMessage } from "~/components/admin/list/table";
import { InvitationsTable } from "./invitations-table";
import { InviteForm } from "./invite-form";
import { MemberNameDialog } from "./member-name-dialog";
import { MembersTable } from "./members-table";
import {
  useCancelInvitation,
  useChangeRole,
  useEndMemberSessions,
  useInvite,
  useRemoveMember,
  useTeam,
} from "./team-query";
import { TeamSettingsSection } from "./team-settings";

const sectionTitle = "text-lg font-semibold";

/** /team (owners): who can sign in and with which role, pending invitations, team settings. */
export function TeamPage() {
  const team = useTeam();
  const resend = useInvite();
  const cancel = useCancelInvitation();
  const remove = useRemoveMember();
  const role = useChangeRole();
  const signOut = useEndMemberSessions();
  const [leaving, setLeaving] = useState<TeamMember | null>(null);
  const [signingOut, setSigningOut] = useState<TeamMember | null>(null);
  const [naming, setNaming] = useState<TeamMember | null>(null);
  const failed = [resend, cancel, remove, role, signOut].find((m) => m.isError)?.error;
  const reset = () => [resend, cancel, remove, role, signOut].forEach((m) => m.reset());

  return (
    <div className="space-y-6">
      <PageHeader
        title="Team"
        intro="Who can sign in to the admin area. Owners manage the team, personal data requests, settings and the Activity log; staff work leads, demos and analytics. Removing a member signs them out at once."
      />
      <InviteForm />
      {failed && <ListMessage kind="error">{failed.message}</ListMessage>}
      {resend.isSuccess && <ListMessage kind="notice">{resend.data}</ListMessage>}
      {role.isSuccess && <ListMessage kind="notice">{role.data}</ListMessage>}
      {signOut.isSuccess && <ListMessage kind="notice">{signOut.data}</ListMessage>}

      {team.isPending ? (
        <ListMessage kind="loading">Loading team...</ListMessage>
      ) : team.isError ? (
        <LoadError message={team.error.message} onRetry={() => void team.refetch()} />
      ) : (
        <>
          <section className="space-y-3">
            <h2 className={sectionTitle}>Members ({team.data.members.length})</h2>
            <MembersTable
              members={team.data.members}
              busy={role.isPending}
              onRemove={(m) => {
                reset();
                setLeaving(m);
              }}
              onRole={(m, to) => {
                reset();
                role.mutate({ memberId: m._id, role: to });
              }}
              onSignOut={(m) => {
                reset();
                setSigningOut(m);
              }}
              onEditName={(m) => {
                reset();
                setNaming(m);
              }}
            />
          </section>
          <section className="space-y-3">
            <h2 className={sectionTitle}>Pending invitations</h2>
            {team.data.invitations.length === 0 ? (
              <ListMessage kind="empty">No pending invitations.</ListMessage>
            ) : (
              <InvitationsTable
                invitations={team.data.invitations}
                busy={resend.isPending || cancel.isPending}
                onResend={(i) => {
                  reset();
                  resend.mutate(i.email);
                }}
                onCancel={(i) => {
                  reset();
                  cancel.mutate(i._id);
                }}
              />
            )}
          </section>
          <TeamSettingsSection />
        </>
      )}

      {leaving && (
        <ConfirmDialog
          title="Remove team member?"
          message="They are signed out at once and can no longer sign in. Their notes and the security log keep their past work."
          detail={leaving.email}
          confirmLabel="Remove"
          busyLabel="Removing..."
          busy={remove.isPending}
          onConfirm={() => remove.mutate(leaving._id, { onSettled: () => setLeaving(null) })}
          onCancel={() => setLeaving(null)}
        />
      )}
      {naming && <MemberNameDialog member={naming} onClose={() => setNaming(null)} />}
      {signingOut && (
        <ConfirmDialog
          title="Sign out everywhere?"
          message="Every session of this member ends at once, on every device. They can sign in again with their password."
          detail={signingOut.email}
          confirmLabel="Sign out everywhere"
          busyLabel="Signing out..."
          busy={signOut.isPending}
          onConfirm={() => signOut.mutate(signingOut._id, { onSettled: () => setSigningOut(null) })}
          onCancel={() => setSigningOut(null)}
        />
      )}
    </div>
  );
}
