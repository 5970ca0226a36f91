import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { cancelInvitation, endMemberSessions, getTeam, inviteMember, removeMember } from "~/api/team";

const TEAM_KEY = ["team"];

/** Staff and pending invitations, fetched each time the screen opens. */
export const useTeam = () => useQuery({ queryKey: TEAM_KEY, queryFn: getTeam, staleTime: 0 });

/** A change to the team; the list refetches once it is done (the staff list for assignment too). */
function useTeamChange<T, R>(change: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: TEAM_KEY });
      void client.invalidateQueries({ queryKey: ["staff"] });
    },
  });
}

export const useInvite = () => useTeamChange(inviteMember);
export const useCancelInvitation = () => useTeamChange(cancelInvitation);
export const useRemoveMember = () => useTeamChange(removeMember);
export const useEndMemberSessions = () => useMutation({ mutationFn: endMemberSessions });
