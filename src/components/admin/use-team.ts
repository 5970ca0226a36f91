import { useQuery } from "@tanstack/react-query";
import { teamApi } from "~/contract/endpoints/team";
import { callData } from "~/lib/http/call";

/** The team list's query key: /team and the owners' member picker on /availability share it. */
export const TEAM_KEY = ["team"];

/** Staff and pending invitations (owners), fetched each time a screen opens. */
export const useTeam = () =>
  useQuery({ queryKey: TEAM_KEY, queryFn: () => callData(teamApi.list), staleTime: 0 });
