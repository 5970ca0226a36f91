import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Availability, AvailabilityInput } from "~/contract/booking";
import { availabilityApi } from "~/contract/endpoints/availability";
import { callData } from "~/lib/http/call";
import { AVAILABILITY_KEY } from "~/components/admin/booking/booking-query";
import { FREE_SLOTS_KEY } from "~/components/admin/booking/slot-dialog";

/** Saves hours, days off and Take demos; the answer replaces the cached availability. */
export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    // A 400 carries field errors (`weeklyHours.1.0.end`, `daysOff.2` …).
    mutationFn: (input: AvailabilityInput) => callData(availabilityApi.save, { body: input }),
    onSuccess: (saved) => {
      client.setQueryData(AVAILABILITY_KEY, saved);
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
