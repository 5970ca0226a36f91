import { isIPv4, isIPv6 } from "node:net";
import { and, count, eq, gt, lt, lte } from "drizzle-orm";
import type { AppContext } from "../../context";
import { HOUR_MS } from "../../platform/clock";
import { knownSignIns } from "../../platform/db/schema";
import { normaliseIp } from "../../platform/geoip";
import type { RequestMeta } from "../../platform/request-meta";
import { describeUserAgent } from "../../platform/user-agent";
import { sendSecurityAlert } from "./security-alerts";

const DAY_MS = 24 * HOUR_MS;
/** A browser and network seen within this long is known: a sign-in from it is not mailed. */
export const KNOWN_FOR_MS = 30 * DAY_MS;
/** A pair unseen this long is forgotten, so the table stays small. */
const FORGOTTEN_AFTER_MS = 365 * DAY_MS;

/**
 * The coarse network of an address: the /24 of an IPv4 address, the /48 of an IPv6 one (a home or an
 * office keeps its network while its address moves inside it).
 */
export function networkKey(rawIp: string): string {
  const ip = normaliseIp(rawIp.split("%")[0]!);
  if (isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail] = ip.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0");
  const first = [...left, ...zeros, ...right].slice(0, 3).map((g) => parseInt(g, 16).toString(16));
  return `${first.join(":")}::/48`;
}

/** The browser's name and device, without its version: an update is not a new browser. */
export function browserKey(userAgent: string): string {
  const { browser, device } = describeUserAgent(userAgent);
  return `${browser.replace(/ \d+$/, "")} on ${device}`;
}

/**
 * Remembers the browser and network of a successful sign-in, after the reply, and mails the member when
 * the pair was not seen on the account in the last 30 days. An account's first sign-in is not mailed.
 */
export function noteSignInPlace(ctx: AppContext, meta: RequestMeta, admin: { id: string; email: string }) {
  const now = ctx.clock();
  ctx.background.later(meta.answered, "sign-in place", async () => {
    if (await isNewPlace(ctx, admin.id, browserKey(meta.userAgent), networkKey(meta.ip), now))
      sendSecurityAlert(ctx, meta, { adminId: admin.id, email: admin.email }, "newSignIn");
  });
}

async function isNewPlace(ctx: AppContext, adminId: string, browser: string, network: string, now: Date) {
  const known = new Date(now.getTime() - KNOWN_FOR_MS);
  const pair = and(
    eq(knownSignIns.adminId, adminId),
    eq(knownSignIns.browser, browser),
    eq(knownSignIns.network, network),
  );
  const seen = await ctx.db
    .update(knownSignIns)
    .set({ lastSeenAt: now })
    .where(and(pair, gt(knownSignIns.lastSeenAt, known)))
    .returning({ adminId: knownSignIns.adminId });
  if (seen.length) return false;
  const [{ pairs } = { pairs: 0 }] = await ctx.db
    .select({ pairs: count() })
    .from(knownSignIns)
    .where(eq(knownSignIns.adminId, adminId));
  // Only the sign-in that makes the pair known mails: of two at once, the other finds it fresh.
  const added = await ctx.db
    .insert(knownSignIns)
    .values({ adminId, browser, network, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [knownSignIns.adminId, knownSignIns.browser, knownSignIns.network],
      set: { lastSeenAt: now },
      setWhere: lte(knownSignIns.lastSeenAt, known),
    })
    .returning({ adminId: knownSignIns.adminId });
  await ctx.db
    .delete(knownSignIns)
    .where(
      and(
        eq(knownSignIns.adminId, adminId),
        lt(knownSignIns.lastSeenAt, new Date(now.getTime() - FORGOTTEN_AFTER_MS)),
      ),
    );
  return added.length > 0 && pairs > 0;
}
