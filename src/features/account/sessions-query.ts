import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endOtherSessions, endSession, getSessions } from "~/api/account";

const SESSIONS_KEY = ["account", "sessions"];

/** This member's open sessions, fetched each time the screen opens. */
export const useSessions = () => useQuery({ queryKey: SESSIONS_KEY, queryFn: getSessions, staleTime: 0 });

/** A sign-out of other sessions; the list refetches once it is done. */
function useSessionChange<T>(change: (arg: T) => Promise<string>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => void client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export const useEndSession = () => useSessionChange(endSession);
export const useEndOtherSessions = () => useSessionChange((_: void) => endOtherSessions());
