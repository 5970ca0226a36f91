import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { TeamMember } from "~/contract/team";
import { LoadError } from "../load-error";
import { PageHeader } from "../page-header";
import { ListMessage } from "../table";
import { InvitationsTable } from "./invitations-table";
import { InviteForm } from "./invite-form";
import { MembersTable } from "./members-table";
import { useCancelInvitation, useEndMemberSessions, useInvite, useRemoveMember, useTeam } from "./team-query";

const sectionTitle = "text-lg font-semibold";

/** /team: who can sign in, pending invitations, inviting and removing members. */
export function TeamPage() {
  const team = useTeam();
  const resend = useInvite();
  const cancel = useCancelInvitation();
  const remove = useRemoveMember();
  const signOut = useEndMemberSessions();
  const [leaving, setLeaving] = useState<TeamMember | null>(null);
  const [signingOut, setSigningOut] = useState<TeamMember | null>(null);
  const failed = [resend, cancel, remove, signOut].find((m) => m.isError)?.error;
  const reset = () => [resend, cancel, remove, signOut].forEach((m) => m.reset());

  return (
    <div className="space-y-6">
      <PageHeader
        title="Team"
        intro="Staff who can sign in to the admin area. Removing a member signs them out at once."
      />
      <InviteForm />
      {failed && <ListMessage kind="error">{failed.message}</ListMessage>}
      {resend.isSuccess && <ListMessage kind="notice">{resend.data}</ListMessage>}
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
              onRemove={(m) => {
                reset();
                setLeaving(m);
              }}
              onSignOut={(m) => {
                reset();
                setSigningOut(m);
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
