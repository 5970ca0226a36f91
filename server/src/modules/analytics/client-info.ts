import Bowser from "bowser";
import { isbot } from "isbot";
import type { CollectEvent } from "~/contract/collect";

export interface ClientInfo {
  browser: string;
  os: string;
  device: string;
}

type Parsed = { bot: boolean; browser: string; os: string; platform: string | undefined };

/**
 * User-Agents parsed lately: most beacons come from a few browser builds, and the bot pattern and the
 * parser are the costly part of a beacon.
 */
const parsedAgents = new Map<string, Parsed>();
const MAX_AGENTS = 1000;

function parse(userAgent: string): Parsed {
  let hit = parsedAgents.get(userAgent);
  if (!hit) {
    const p = Bowser.parse(userAgent);
    hit = {
      bot: isbot(userAgent),
      browser: p.browser.name ?? "Other",
      os: p.os.name ?? "Other",
      platform: p.platform.type,
    };
    // Bounded: a flood of made-up agents only ever costs one full map.
    if (parsedAgents.size >= MAX_AGENTS) parsedAgents.clear();
    parsedAgents.set(userAgent, hit);
  }
  return hit;
}

/** Whether a User-Agent is a crawler's or a tool's (the `isbot` list): its beacons are not kept. */
export const isBotAgent = (userAgent: string): boolean => !userAgent || parse(userAgent).bot;

/** Browser and OS family and device class from a User-Agent; the User-Agent itself is not kept. */
export function clientInfo(userAgent: string, screen?: CollectEvent["screen"]): ClientInfo {
  const { browser, os, platform } = parse(userAgent);
  const device = screen ?? (platform === "mobile" || platform === "tablet" ? platform : "desktop");
  return { browser, os, device };
}
