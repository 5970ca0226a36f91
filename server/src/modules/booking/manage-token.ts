import { jwtVerify, SignJWT } from "jose";
import { bookingMessages } from "~/contract/booking-messages";
import type { AppContext } from "../../context";
import { HttpError } from "../../platform/errors";

// The reschedule and cancel links' token: HS256, signed with the ring's manage-link keys (ADR 0067), so it
// can never pass as an admin token (nor an admin token as this), one purpose, one booking, expiring a day
// after the demo (the key ring keeps a retired key that long: platform/crypto/key-retirement.ts).

const PURPOSE = "booking";
const AUDIENCE = "booking-manage";
const DAY_S = 24 * 60 * 60;

/** The kept manage-link key a token names (one from before key ids: the first key); else it is refused. */
function manageKey(ctx: AppContext, kid: string | undefined): Uint8Array {
  const found = ctx.secrets.find("manage", kid);
  if (!found) throw invalidLink();
  return found.key;
}

export const invalidLink = () => new HttpError(400, bookingMessages.invalidLink);

/**
 * A token for the booking's links, valid until a day after the demo ends: the visitor can still open the
 * page that day (it shows the demo as past, without buttons), and after that the link is useless. Every
 * mail carries a fresh token for the booking's current end, so a moved demo's newest links stay valid.
 */
export async function issueManageToken(
  ctx: AppContext,
  booking: { id: string; endsAt: Date },
): Promise<string> {
  const now = Math.floor(ctx.clock().getTime() / 1000);
  const { kid, key } = ctx.secrets.current("manage");
  return new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: "HS256", typ: "JWT", kid })
    .setSubject(booking.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(Math.floor(booking.endsAt.getTime() / 1000) + DAY_S)
    .sign(key);
}

/** The booking id of a valid token; 400 invalidLink for a tampered, expired or other-purpose one. */
export async function verifyManageToken(ctx: AppContext, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, (header) => manageKey(ctx, header.kid), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      currentDate: ctx.clock(),
    });
    if (payload.purpose !== PURPOSE || typeof payload.sub !== "string" || !payload.sub) throw invalidLink();
    return payload.sub;
  } catch {
    throw invalidLink();
  }
}
