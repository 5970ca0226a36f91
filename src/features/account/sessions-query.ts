import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountApi } from "~/contract/endpoints/account";
import { call } from "~/lib/http/call";

const SESSIONS_KEY = ["account", "sessions"];

/** The server lists them the most recently seen first. */
const getSessions = async () => (await call(accountApi.sessions)).data ?? [];

const endSession = async (id: string) =>
  (await call(accountApi.endSession, { params: { id } })).message ?? "That session has been signed out.";

const endOtherSessions = async () =>
  (await call(accountApi.endOtherSessions)).message ?? "Every other session has been signed out.";

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
