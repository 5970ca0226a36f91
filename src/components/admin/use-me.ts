import { useQuery } from "@tanstack/react-query";
import { teamApi } from "~/contract/endpoints/team";
import { callData } from "~/lib/http/call";

export const ME_KEY = ["me"];
const getMe = () => callData(teamApi.me);

/**
 * The signed-in member and their role. The server decides what each role may do; the site only hides
 * what would be refused. Read again every minute, so a role change shows without signing in again.
 */
export const useMe = () => useQuery({ queryKey: ME_KEY, queryFn: getMe, staleTime: 60_000 });

/** True for an owner, false for staff, undefined while the role is not known yet. */
export function useIsOwner(): boolean | undefined {
  const me = useMe();
  return me.data ? me.data.role === "owner" : undefined;
}
