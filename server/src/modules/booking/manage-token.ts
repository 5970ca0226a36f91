import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { bookingMessages } from "~/contract/booking-messages";
import type { AppContext } from "../../context";
import { HttpError } from "../../platform/errors";

// The reschedule and cancel links' token: HS256, signed with its own key so it can never pass as an
// admin token (nor an admin token as this), one purpose, one booking, expiring after the demo.

const PURPOSE = "booking";
const AUDIENCE = "booking-manage";
const DAY_S = 24 * 60 * 60;

const keys = new WeakMap<Uint8Array, Uint8Array>();
/** HMAC of the admin key with a label: distinct from it, and no new secret to configure. */
function manageKey(ctx: AppContext): Uint8Array {
  let key = keys.get(ctx.secrets.jwtKey);
  if (!key) {
    key = new Uint8Array(createHmac("sha256", ctx.secrets.jwtKey).update("booking-manage-token").digest());
    keys.set(ctx.secrets.jwtKey, key);
  }
  return key;
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
  return new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(booking.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(Math.floor(booking.endsAt.getTime() / 1000) + DAY_S)
    .sign(manageKey(ctx));
}

/** The booking id of a valid token; 400 invalidLink for a tampered, expired or other-purpose one. */
export async function verifyManageToken(ctx: AppContext, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, manageKey(ctx), {
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
