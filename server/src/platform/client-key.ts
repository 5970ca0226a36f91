import { isIPv6 } from "node:net";

/**
 * Who a caller is for rate limits: its IPv4 address, or the /64 network of its IPv6 address. One
 * subscriber usually holds a whole /64, so per-address IPv6 counters could be dodged at will.
 */
export function clientKey(req: { ip: string }): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(req.ip);
  if (mapped) return mapped[1]!;
  const ip = req.ip.split("%")[0]!;
  if (!isIPv6(ip)) return req.ip;
  return `${first64Bits(ip)}::/64`;
}

/** The first four groups of an IPv6 address, without leading zeros. */
function first64Bits(ip: string): string {
  const [head = "", tail] = ip.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  // A trailing dotted IPv4 part stands for two groups.
  const width = (gs: string[]) => gs.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(left) - width(right)).fill("0");
  return [...left, ...zeros, ...right]
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":");
}
