import { vi } from "vitest";

/** Makes the browser report `zone` as its own, so the picker's first zone does not depend on the host. */
export function visitorZone(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  return vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone };
  });
}
