import { useMutation, useQueryClient } from "@tanstack/react-query";
import { makeFeed, saveAvailability, saveCalendar } from "~/api/staff-booking";
import type { Availability } from "~/contract/booking";
import { AVAILABILITY_KEY } from "~/components/admin/booking/booking-query";
import { FREE_SLOTS_KEY } from "~/components/admin/booking/slot-dialog";

/** Saves hours, days off and Take demos; the answer replaces the cached availability. */
export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
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
    mutationFn: saveCalendar,
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
    mutationFn: makeFeed,
    onSuccess: () =>
      client.setQueryData<Availability>(AVAILABILITY_KEY, (old) => old && { ...old, hasFeed: true }),
  });
}
