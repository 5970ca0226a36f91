import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AgendaScope,
  type Attendance,
  bookDemo,
  cancelDemo,
  getAgenda,
  getAvailability,
  getDemoBooking,
  recordAttendance,
} from "~/api/staff-booking";
import { FREE_SLOTS_KEY } from "./slot-dialog";

export const AGENDA_KEY = ["agenda"];
export const AVAILABILITY_KEY = ["availability"];
export const demoBookingKey = (demoRequestId: string) => ["demo-booking", demoRequestId];

export const useAgenda = (scope: AgendaScope) =>
  useQuery({ queryKey: [...AGENDA_KEY, scope], queryFn: () => getAgenda(scope), staleTime: 0 });

export const useDemoBooking = (demoRequestId: string) =>
  useQuery({ queryKey: demoBookingKey(demoRequestId), queryFn: () => getDemoBooking(demoRequestId) });

/** The signed-in staff member's availability (its answer also names the company's time zone). */
export const useAvailability = () => useQuery({ queryKey: AVAILABILITY_KEY, queryFn: getAvailability });

/** What a change to a demo makes stale: the agenda, the demo, the lead's timeline, free times, the dashboard. */
function useRefresh() {
  const client = useQueryClient();
  return async (demoRequestId: string) => {
    for (const queryKey of [AGENDA_KEY, ["timeline"], FREE_SLOTS_KEY, ["dashboard-stats"]])
      void client.invalidateQueries({ queryKey });
    await client.invalidateQueries({ queryKey: demoBookingKey(demoRequestId) });
  };
}

type Change =
  | { kind: "book"; demoRequestId: string; slotStart: string; timeZone?: string }
  | { kind: "cancel"; demoRequestId: string }
  | { kind: "attendance"; demoRequestId: string; attendance: Attendance };

function run(change: Change): Promise<void> {
  switch (change.kind) {
    case "book":
      return bookDemo(change.demoRequestId, change.slotStart, change.timeZone);
    case "cancel":
      return cancelDemo(change.demoRequestId);
    case "attendance":
      return recordAttendance(change.demoRequestId, change.attendance);
  }
}

/** Book, move or cancel a demo, or record attendance; the server sends the mails. */
export function useBookingChange() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: run, onSuccess: (_, change) => refresh(change.demoRequestId) });
}
