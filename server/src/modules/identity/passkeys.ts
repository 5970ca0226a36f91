import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { RequestMeta } from "../../platform/request-meta";
import { and, asc, count, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { passkeys } from "../../platform/db/schema";
import { MINUTE_MS } from "../../platform/clock";
import { openTicket, spendTicket, type Ticket } from "./auth-tickets";

export const PASSKEY_TICKET_TTL_MS = 5 * MINUTE_MS;

/** WebAuthn options as the API answers them: the library's JSON, passed through unchanged. */
export type WebAuthnOptions = Record<string, unknown>;
const asAnswer = (options: object) => options as WebAuthnOptions;

/**
 * The page origin a ceremony runs on and its relying-party id (the host name). Only the admin's own
 * address and the site's allowed origins qualify; any other Origin falls back to the admin's address,
 * and the browser's signed origin will then not match.
 */
export function relyingParty(ctx: AppContext, meta: RequestMeta): { origin: string; rpID: string } {
  // With ADMIN_ORIGIN the ceremonies run there only (ADR 0068).
  const allowed = [
    ctx.config.adminOrigin ?? new URL(ctx.config.adminBaseUrl).origin,
    ...ctx.config.corsOrigins,
  ];
  const asked = meta.origin;
  const origin = asked && allowed.includes(asked) ? asked : allowed[0]!;
  return { origin, rpID: new URL(origin).hostname };
}

const toBytes = (text: string) => new TextEncoder().encode(text);

export async function listPasskeys(ctx: AppContext, adminId: string) {
  return ctx.db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.adminId, adminId))
    .orderBy(asc(passkeys.createdAt));
}

export async function hasPasskey(ctx: AppContext, adminId: string): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(passkeys).where(eq(passkeys.adminId, adminId));
  return (row?.n ?? 0) > 0;
}

/** Options for the browser to make a passkey (discoverable, so it also signs in without a password). */
export async function beginPasskeyRegistration(
  ctx: AppContext,
  meta: RequestMeta,
  admin: { adminId: string; email: string },
) {
  const { rpID } = relyingParty(ctx, meta);
  const existing = await ctx.db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.adminId, admin.adminId));
  const options = await generateRegistrationOptions({
    rpName: `${rpID} admin`,
    rpID,
    userName: admin.email,
    userID: toBytes(admin.adminId),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  const ticket = await openTicket(ctx, "passkey-register", {
    adminId: admin.adminId,
    ttlMs: PASSKEY_TICKET_TTL_MS,
    challenge: options.challenge,
  });
  return { ticket, options: asAnswer(options) };
}

/** Checks the browser's new credential against the ticket's challenge and stores it; false if it fails. */
export async function finishPasskeyRegistration(
  ctx: AppContext,
  meta: RequestMeta,
  ticket: Ticket,
  response: RegistrationResponseJSON,
  name: string,
): Promise<{ id: string } | undefined> {
  if (!ticket.challenge || !ticket.adminId || !(await spendTicket(ctx, ticket.id))) return undefined;
  const { origin, rpID } = relyingParty(ctx, meta);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: ticket.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) return undefined;
  const { credential } = result.registrationInfo;
  await ctx.db.insert(passkeys).values({
    id: credential.id,
    adminId: ticket.adminId,
    name,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: credential.transports ?? [],
    createdAt: ctx.clock(),
  });
  return { id: credential.id };
}

export async function removePasskey(ctx: AppContext, adminId: string, id: string): Promise<boolean> {
  const gone = await ctx.db
    .delete(passkeys)
    .where(and(eq(passkeys.adminId, adminId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return gone.length > 0;
}

/**
 * Options to sign with a passkey: a member's own passkeys (second factor) or any discoverable one
 * (passwordless, `adminId` null). The challenge is kept on a ticket of `purpose`.
 */
export async function passkeyAssertionOptions(ctx: AppContext, meta: RequestMeta, adminId: string | null) {
  const { rpID } = relyingParty(ctx, meta);
  const own = adminId
    ? await ctx.db
        .select({ id: passkeys.id, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.adminId, adminId))
    : [];
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: own.map((p) => ({ id: p.id, transports: p.transports })),
    userVerification: adminId ? "preferred" : "required",
  });
  return { challenge: options.challenge, options: asAnswer(options) };
}

/**
 * Checks a passkey's signature over the expected challenge. Returns the member it belongs to (who
 * must be `adminId` when given), or undefined. The signature counter moves on.
 */
export async function verifyPasskeyAssertion(
  ctx: AppContext,
  meta: RequestMeta,
  challenge: string,
  response: AuthenticationResponseJSON,
  adminId: string | null,
): Promise<string | undefined> {
  const [key] = await ctx.db.select().from(passkeys).where(eq(passkeys.id, response.id)).limit(1);
  if (!key || (adminId && key.adminId !== adminId)) return undefined;
  const { origin, rpID } = relyingParty(ctx, meta);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: key.id,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
      counter: key.counter,
      transports: key.transports,
    },
    // Passwordless sign-in needs the device's own check (PIN, biometrics); as a second factor, presence.
    requireUserVerification: adminId === null,
  }).catch(() => undefined);
  if (!result?.verified) return undefined;
  await ctx.db
    .update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: ctx.clock() })
    .where(eq(passkeys.id, key.id));
  return key.adminId;
}
