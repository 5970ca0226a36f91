import { useCallback, useEffect, useState } from "react";
import type { Slots } from "~/contract/booking";
import { getSlots } from "~/components/slot-picker/free-slots";
import type { SlotPickerStatus } from "~/components/slot-picker/slot-picker";

/** The free times for the reschedule picker; `reload` after a refusal fetches them afresh. */
export function useFreeSlots(enabled: boolean) {
  const [state, setState] = useState<{ status: SlotPickerStatus; slots: Slots | null }>({
    status: "loading",
    slots: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    getSlots().then(
      (slots) => live && setState({ status: "ready", slots }),
      () => live && setState({ status: "error", slots: null }),
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);

  const reload = useCallback(() => {
    setState({ status: "loading", slots: null });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, reload };
}
