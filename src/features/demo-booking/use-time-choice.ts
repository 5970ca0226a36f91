import { useCallback, useEffect, useState } from "react";
import type { Slots } from "~/contract/booking";
import { detectTimeZone } from "~/components/slot-picker/format";
import { lazyModule } from "~/lib/lazy-module";

/** The picker and the free-times call: fetched once the page is up, never with its first load. */
export const timeChoice = lazyModule(() => import("./time-choice-runtime"));

export type TimeChoiceStatus = "loading" | "error" | "ready";

export interface TimeChoice {
  status: TimeChoiceStatus;
  slots: Slots | null;
  /** True when there are times to pick from: picking one is then required. */
  offered: boolean;
  slotStart: string | null;
  timeZone: string;
  pickError: string | null;
  setSlotStart: (slot: string | null) => void;
  setTimeZone: (zone: string) => void;
  setPickError: (message: string | null) => void;
  /** Fetches the free times again (after a refusal, a retry, or a new booking); the choice is cleared. */
  reload: () => void;
}

/** The wizard's time: the free times from the server, the chosen one and the zone they are shown in. */
export function useTimeChoice(): TimeChoice {
  const [loaded, setLoaded] = useState<{ status: TimeChoiceStatus; slots: Slots | null }>({
    status: "loading",
    slots: null,
  });
  const [attempt, setAttempt] = useState(0);
  const [slotStart, setSlotStart] = useState<string | null>(null);
  const [zone, setTimeZone] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    timeChoice
      .load()
      .then((m) => m.getSlots())
      .then(
        (slots) => live && setLoaded({ status: "ready", slots }),
        () => live && setLoaded({ status: "error", slots: null }),
      );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setLoaded({ status: "loading", slots: null });
    setSlotStart(null);
    setAttempt((n) => n + 1);
  }, []);

  const slots = loaded.slots;
  return {
    status: loaded.status,
    slots,
    offered: loaded.status === "ready" && !!slots?.available && slots.slots.length > 0,
    slotStart,
    // The visitor's own zone, detected in the browser (the server's prerender never shows it).
    timeZone: zone ?? detectTimeZone(slots?.companyTimeZone),
    pickError,
    setSlotStart: (slot) => {
      setSlotStart(slot);
      if (slot) setPickError(null);
    },
    setTimeZone,
    setPickError,
    reload,
  };
}
