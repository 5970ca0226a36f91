import { BlockList, isIP } from "node:net";
import type geoipLite from "geoip-lite";

export interface Place {
  country: string;
  city: string;
  region: string;
  timezone: string;
}

// Loopback, private, link-local, carrier-grade NAT and unique-local ranges read as 'Local'.
const local = new BlockList();
local.addSubnet("127.0.0.0", 8, "ipv4");
local.addSubnet("10.0.0.0", 8, "ipv4");
local.addSubnet("172.16.0.0", 12, "ipv4");
local.addSubnet("192.168.0.0", 16, "ipv4");
local.addSubnet("169.254.0.0", 16, "ipv4");
local.addSubnet("100.64.0.0", 10, "ipv4");
local.addSubnet("0.0.0.0", 8, "ipv4");
local.addAddress("::1", "ipv6");
local.addAddress("::", "ipv6");
local.addSubnet("fc00::", 7, "ipv6");
local.addSubnet("fe80::", 10, "ipv6");

/** `::ffff:1.2.3.4` → `1.2.3.4`. */
export const normaliseIp = (ip: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip);

export function isLocalAddress(ip: string): boolean {
  const kind = isIP(ip);
  if (!kind) return true;
  return local.check(ip, kind === 4 ? "ipv4" : "ipv6");
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (code: string) => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};

// The offline database is large: loaded on the first public address, not at start.
type GeoIp = typeof geoipLite;
let geoip: Promise<GeoIp> | undefined;
const loadGeoip = () =>
  (geoip ??= import("geoip-lite").then(
    (m) => (m as unknown as { default?: GeoIp }).default ?? (m as unknown as GeoIp),
  ));

export async function lookupPlace(rawIp: string): Promise<Place> {
  const ip = normaliseIp(rawIp);
  if (isLocalAddress(ip)) return { country: "Local", city: "Local", region: "Local", timezone: "" };
  const hit = (await loadGeoip()).lookup(ip);
  if (!hit) return { country: "Unknown", city: "", region: "", timezone: "" };
  return {
    country: hit.country ? countryName(hit.country) : "Unknown",
    city: hit.city ?? "",
    region: hit.region ?? "",
    timezone: hit.timezone ?? "",
  };
}

/** A time zone name the runtime knows, or undefined. */
export function validTimezone(tz: string | undefined): string | undefined {
  if (!tz) return undefined;
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return tz;
  } catch {
    return undefined;
  }
}
