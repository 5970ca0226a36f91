import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Which calendar addresses the server may fetch (a staff member types the URL, so it is a request
 * forgery risk: ADR 0036). The guard has its own setting, on whatever NODE_ENV says: only with
 * CALDAV_URL_GUARD=0 (a developer's own calendar on this machine) does anything go.
 */
export interface GuardPolicy {
  guard: boolean;
  /** CALDAV_ALLOW_PRIVATE: private ranges allowed under the guard; loopback and link-local never are. */
  allowPrivate: boolean;
}

export class CalendarUrlError extends Error {}

function blockList(ranges: [string, number, "ipv4" | "ipv6"][]): BlockList {
  const list = new BlockList();
  for (const [net, prefix, family] of ranges) list.addSubnet(net, prefix, family);
  return list;
}

/**
 * Never reachable under the guard: the host itself, the link (cloud metadata at 169.254.169.254), no-one,
 * everyone, the ranges kept for protocols and benchmarks, and the IPv6 prefixes that carry an IPv4
 * address inside (NAT64, 6to4), which could be any private one.
 */
const alwaysRefused = blockList([
  ["0.0.0.0", 8, "ipv4"],
  ["127.0.0.0", 8, "ipv4"],
  ["169.254.0.0", 16, "ipv4"],
  ["192.0.0.0", 24, "ipv4"],
  ["198.18.0.0", 15, "ipv4"],
  ["224.0.0.0", 4, "ipv4"],
  ["240.0.0.0", 4, "ipv4"],
  ["::", 128, "ipv6"],
  ["::1", 128, "ipv6"],
  ["64:ff9b::", 96, "ipv6"],
  ["64:ff9b:1::", 48, "ipv6"],
  ["2002::", 16, "ipv6"],
  ["fe80::", 10, "ipv6"],
  ["ff00::", 8, "ipv6"],
]);

/** The office or data-centre network: refused under the guard unless CALDAV_ALLOW_PRIVATE=1. */
const privateRanges = blockList([
  ["10.0.0.0", 8, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["100.64.0.0", 10, "ipv4"],
  ["fc00::", 7, "ipv6"],
]);

/** `::ffff:10.0.0.1` is 10.0.0.1 to the kernel: judge it as IPv4. */
function normalise(address: string): { address: string; family: "ipv4" | "ipv6" } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: "ipv4" };
  return { address, family: isIP(address) === 6 ? "ipv6" : "ipv4" };
}

/** Why `address` may not be fetched under `policy`, or null when it may. */
export function refusedAddress(address: string, policy: GuardPolicy): string | null {
  if (!policy.guard) return null;
  const { address: a, family } = normalise(address);
  if (alwaysRefused.check(a, family)) return "a loopback, link-local or reserved address";
  if (!policy.allowPrivate && privateRanges.check(a, family)) return "a private address";
  return null;
}

/** The scheme and credentials check of one hop; `resolveChecked` checks where it goes. */
export function checkUrl(url: URL, policy: GuardPolicy): void {
  if (url.protocol !== "https:" && (policy.guard || url.protocol !== "http:"))
    throw new CalendarUrlError("The calendar URL must start with https://.");
  if (url.username || url.password)
    throw new CalendarUrlError("Put the username and password in their own fields, not in the URL.");
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })) as ResolvedAddress[];

/** Strips the brackets of an IPv6 literal host. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Resolves `host` and checks every address it has (an attacker's name may mix a public and a private
 * one); answers the first, which the caller connects to, so the checked address is the one used.
 */
export async function resolveChecked(
  host: string,
  policy: GuardPolicy,
  resolve: Resolver = systemResolver,
): Promise<ResolvedAddress> {
  const found = isIP(host) ? [{ address: host, family: isIP(host) as 4 | 6 }] : await resolve(host);
  if (!found.length) throw new CalendarUrlError(`The calendar's host ${host} was not found.`);
  for (const { address } of found) {
    const why = refusedAddress(address, policy);
    if (why) throw new CalendarUrlError(`The calendar's host ${host} resolves to ${why}.`);
  }
  return found[0]!;
}
