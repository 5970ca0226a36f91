import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AgendaItem } from "~/contract/booking";
import { availabilityApi } from "~/contract/endpoints/availability";
import { bookingApi } from "~/contract/endpoints/booking";
import { call, callData } from "~/lib/http/call";
import { FREE_SLOTS_KEY } from "./slot-dialog";

// Staff calls of demo booking (issue 22): their own availability, the agenda, and a lead's demo.

export type AgendaScope = "mine" | "all";
export type Attendance = NonNullable<AgendaItem["attendance"]>;

export const AGENDA_KEY = ["agenda"];
export const AVAILABILITY_KEY = ["availability"];
export const demoBookingKey = (demoRequestId: string) => ["demo-booking", demoRequestId];

export const useAgenda = (scope: AgendaScope) =>
  useQuery({
    queryKey: [...AGENDA_KEY, scope],
    queryFn: () => callData(bookingApi.agenda, { query: { scope } }),
    staleTime: 0,
  });

export const useDemoBooking = (demoRequestId: string) =>
  useQuery({
    queryKey: demoBookingKey(demoRequestId),
    // The request's demo, or null when it has no time.
    queryFn: async () =>
      (await call(bookingApi.requestBooking, { params: { id: demoRequestId } })).data ?? null,
  });

/** The signed-in staff member's availability (its answer also names the company's time zone). */
export const useAvailability = () =>
  useQuery({ queryKey: AVAILABILITY_KEY, queryFn: () => callData(availabilityApi.get) });

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

// Each change is followed by a fresh read, so its answer's data is not relied on.
async function run(change: Change): Promise<void> {
  const params = { id: change.demoRequestId };
  switch (change.kind) {
    case "book":
      await call(bookingApi.book, {
        params,
        body: { slotStart: change.slotStart, timeZone: change.timeZone },
      });
      return;
    case "cancel":
      await call(bookingApi.cancelDemo, { params });
      return;
    case "attendance":
      await call(bookingApi.attendance, { params, body: { attendance: change.attendance } });
      return;
  }
}

/** Book, move or cancel a demo, or record attendance; the server sends the mails. */
export function useBookingChange() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: run, onSuccess: (_, change) => refresh(change.demoRequestId) });
}
