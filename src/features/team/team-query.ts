import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ME_KEY } from "~/components/admin/use-me";
import { TEAM_KEY } from "~/components/admin/use-team";
import { teamApi } from "~/contract/endpoints/team";
import type { Role } from "~/contract/roles";
import type { ProfileInput, TeamSettings } from "~/contract/team";
import { call, callData } from "~/lib/http/call";
import { removerOf } from "~/lib/http/paging";

const cancelInvitation = removerOf(teamApi.cancelInvitation);
const removeMember = removerOf(teamApi.removeMember);
const getTeamSettings = () => callData(teamApi.settings);
const saveTeamSettings = (body: TeamSettings) => callData(teamApi.saveSettings, { body });

/** Mails a new single-use link; resolves with the server's message. */
async function inviteMember(email: string): Promise<string> {
  const answer = await call(teamApi.invite, { body: { email } });
  return answer.message ?? "Invitation sent.";
}

/** Resolves with the server's message. */
async function changeRole({ memberId, role }: { memberId: string; role: Role }): Promise<string> {
  const answer = await call(teamApi.changeRole, { params: { id: memberId }, body: { role } });
  return answer.message ?? "Role changed.";
}

/** Resolves with the server's message. */
async function saveMemberName({ memberId, profile }: { memberId: string; profile: ProfileInput }) {
  const answer = await call(teamApi.saveProfile, { params: { id: memberId }, body: profile });
  return answer.message ?? "Name saved.";
}

/** The member is signed out everywhere at once; resolves with the server's message. */
async function endMemberSessions(memberId: string): Promise<string> {
  const answer = await call(teamApi.endSessions, { params: { id: memberId } });
  return answer.message ?? "The member has been signed out everywhere.";
}

export { useTeam } from "~/components/admin/use-team";

/** A change to the team; the list refetches once it is done (the staff list for assignment too). */
function useTeamChange<T, R>(change: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: TEAM_KEY });
      void client.invalidateQueries({ queryKey: ["staff"] });
      // An owner who made themselves staff sees the staff screens at once.
      void client.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}

export const useInvite = () => useTeamChange(inviteMember);
export const useCancelInvitation = () => useTeamChange(cancelInvitation);
export const useRemoveMember = () => useTeamChange(removeMember);
export const useChangeRole = () => useTeamChange(changeRole);
export const useSaveMemberName = () => useTeamChange(saveMemberName);

const SETTINGS_KEY = ["team-settings"];

/** The team's settings (owners). */
export const useTeamSettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: getTeamSettings, staleTime: 0 });

/** Saves the settings; the stored answer replaces the cached one. */
export function useSaveTeamSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTeamSettings,
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
  });
}

export const useEndMemberSessions = () => useMutation({ mutationFn: endMemberSessions });
