// Named events from the site's own components ("Contact sent", "Code sent"...). The beacon module is
// fetched on demand, so a form that reports an event adds a few bytes, not the beacon, to its chunk.
import type { EventName } from "~/contract/collect";

/** Sends one named event without properties; a failure to load the beacon loses only the event. */
export function trackEvent(name: EventName): void {
  void import("./beacon").then(
    (b) => b.track(name),
    () => undefined,
  );
}
