import { ProfileForm } from "~/components/admin/profile-form";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Modal } from "~/components/ui/modal";
import type { TeamMember } from "~/contract/team";
import { useSaveMemberName } from "./team-query";

/** An owner sets a member's display name and title; the dialog closes once it is saved. */
export function MemberNameDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const save = useSaveMemberName();
  return (
    <Modal title="Name visitors see" onClose={onClose}>
      <p className="mb-4 break-all text-sm text-slate-600 dark:text-slate-300">{member.email}</p>
      <ProfileForm
        idPrefix="member-name"
        initial={member}
        onSave={async (profile) => {
          const message = await save.mutateAsync({ memberId: member._id, profile });
          onClose();
          return message;
        }}
        actions={(busy) => (
          <DialogActions label="Save" busyLabel="Saving..." busy={busy} onCancel={onClose} />
        )}
      />
    </Modal>
  );
}
