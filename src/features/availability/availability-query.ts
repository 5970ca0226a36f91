import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Availability, AvailabilityInput } from "~/contract/booking";
import { availabilityApi } from "~/contract/endpoints/availability";
import { callData } from "~/lib/http/call";
import { AVAILABILITY_KEY } from "~/components/admin/booking/booking-query";
import { FREE_SLOTS_KEY } from "~/components/admin/booking/slot-dialog";

const memberKey = (memberId: string) => [...AVAILABILITY_KEY, "member", memberId];

/** Another member's availability, for an owner who sets their hours. */
export const useMemberAvailability = (memberId: string) =>
  useQuery({
    queryKey: memberKey(memberId),
    queryFn: () => callData(availabilityApi.getMember, { params: { id: memberId } }),
    staleTime: 0,
  });

/**
 * Saves hours, days off, Take demos and the meeting place: the member's own, or with `memberId` another
 * member's (owners). The answer replaces the cached availability.
 */
export function useSaveAvailability(memberId?: string) {
  const client = useQueryClient();
  return useMutation({
    // A 400 carries field errors (`weeklyHours.1.0.end`, `daysOff.2` …).
    mutationFn: (input: AvailabilityInput) =>
      memberId
        ? callData(availabilityApi.saveMember, { params: { id: memberId }, body: input })
        : callData(availabilityApi.save, { body: input }),
    onSuccess: (saved) => {
      client.setQueryData(memberId ? memberKey(memberId) : AVAILABILITY_KEY, saved);
      void client.invalidateQueries({ queryKey: FREE_SLOTS_KEY });
    },
  });
}

/** Connects or disconnects the CalDAV calendar; its status goes into the cached availability. */
export function useSaveCalendar() {
  const client = useQueryClient();
  return useMutation({
    // An empty URL disconnects.
    mutationFn: (input: { url: string; username: string; password: string }) =>
      callData(availabilityApi.calendar, { body: input }),
    onSuccess: (calendar) => {
      client.setQueryData<Availability>(AVAILABILITY_KEY, (old) => old && { ...old, calendar });
      void client.invalidateQueries({ queryKey: FREE_SLOTS_KEY });
    },
  });
}

/** Makes a new secret feed URL (the old one stops working). */
export function useMakeFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callData(availabilityApi.newFeed).then((feed) => feed.url),
    onSuccess: () =>
      client.setQueryData<Availability>(AVAILABILITY_KEY, (old) => old && { ...old, hasFeed: true }),
  });
}
