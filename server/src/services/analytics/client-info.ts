import Bowser from "bowser";
import type { CollectEvent } from "~/contract/collect";

export interface ClientInfo {
  browser: string;
  os: string;
  device: string;
}

/** Browser and OS family and device class from a User-Agent; the User-Agent itself is not kept. */
export function clientInfo(userAgent: string, screen?: CollectEvent["screen"]): ClientInfo {
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type;
  const device = screen ?? (platform === "mobile" || platform === "tablet" ? platform : "desktop");
  return { browser: parsed.browser.name ?? "Other", os: parsed.os.name ?? "Other", device };
}
