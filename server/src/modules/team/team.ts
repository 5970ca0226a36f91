import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  ALREADY_MEMBER,
  CANNOT_REMOVE_LAST,
  CANNOT_REMOVE_SELF,
  INVITATION_EXPIRED,
  INVITATION_TTL_HOURS,
  INVITATION_UNKNOWN,
  LAST_OWNER,
  type ProfileInput,
  profileSchema,
  type Team,
} from "~/contract/team";
import { OWNERS_ONLY, type Role } from "~/contract/roles";
import { invitationLink } from "~/shared/paths";
import type { AppContext } from "../../context";
import { BOOTSTRAP_LOCK, type Db } from "../../platform/db/client";
import { admins, staffInvitations } from "../../platform/db/schema";
import { HOUR_MS } from "../../platform/clock";
import { HttpError, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { assertStrongPassword, findAdminByEmail, hashPassword, insertAdmin, staffName } from "../identity";
import type { BookingChange } from "../booking";
import { handOver, joinWithoutDemos, planHandover } from "../booking";
import { sendInvitation } from "./invitation-mail";

/** Only this digest of a link's token is stored: a database copy cannot be turned into a working link. */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

const inviter = alias(admins, "inviter");

/** Staff accounts (oldest first) and pending invitations (newest first). */
export async function listTeam(ctx: AppContext, you: string): Promise<Team> {
  const now = ctx.clock().getTime();
  const members = await ctx.db
    .select({
      id: admins.id,
      email: admins.email,
      displayName: admins.displayName,
      title: admins.title,
      role: admins.role,
      createdAt: admins.createdAt,
      lastSignInAt: admins.lastSignInAt,
    })
    .from(admins)
    .orderBy(asc(admins.createdAt), asc(admins.email));
  const invitations = await ctx.db
    .select({ i: staffInvitations, by: inviter.email })
    .from(staffInvitations)
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .orderBy(desc(staffInvitations.createdAt));
  return {
    members: members.map((m) => ({
      _id: m.id,
      email: m.email,
      name: staffName(m),
      displayName: m.displayName,
      title: m.title,
      role: m.role,
      createdAt: m.createdAt.toISOString(),
      lastSignInAt: m.lastSignInAt?.toISOString() ?? null,
      isYou: m.id === you,
    })),
    invitations: invitations.map(({ i, by }) => ({
      _id: i.id,
      email: i.email,
      invitedBy: by,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      expired: i.expiresAt.getTime() <= now,
    })),
  };
}

/**
 * Invites an email (lower-cased) with a new single-use link valid for 24 hours, replacing any pending
 * invitation of that email, and mails the link. 409 when the email is already a member's.
 */
export async function invite(
  ctx: AppContext,
  email: string,
  by: { adminId: string; email: string },
): Promise<{ id: string }> {
  const to = email.trim().toLowerCase();
  if (await findAdminByEmail(ctx.db, to)) throw new HttpError(409, ALREADY_MEMBER);
  const token = randomBytes(32).toString("base64url");
  const now = ctx.clock();
  const row = {
    id: newId(),
    tokenHash: tokenHash(token),
    invitedBy: by.adminId,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * HOUR_MS),
    createdAt: now,
  };
  await ctx.db
    .insert(staffInvitations)
    .values({ ...row, email: to })
    .onConflictDoUpdate({ target: staffInvitations.email, set: row });
  const link = invitationLink(ctx.config.adminBaseUrl, token);
  await sendInvitation(ctx, { to, by: by.email, link, expiresAt: row.expiresAt });
  return { id: row.id };
}

/** Cancels a pending invitation (its link stops working); false when there is none with this id. */
export async function cancelInvitation(ctx: AppContext, id: string): Promise<boolean> {
  const gone = await ctx.db
    .delete(staffInvitations)
    .where(eq(staffInvitations.id, id))
    .returning({ id: staffInvitations.id });
  return gone.length > 0;
}

/** The pending invitation a link's token opens: 404 when unknown or used, 410 when expired. */
export async function findInvitation(ctx: AppContext, token: string, db: Db = ctx.db) {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, tokenHash(token)))
    .limit(1);
  if (!row) throw new HttpError(404, INVITATION_UNKNOWN);
  if (row.expiresAt.getTime() <= ctx.clock().getTime()) throw new HttpError(410, INVITATION_EXPIRED);
  return row;
}

/**
 * Accepts an invitation: creates the member with their password and spends the link, in one
 * transaction (two tabs sending the same link create one account). The hash is made before it.
 */
export async function acceptInvitation(ctx: AppContext, token: string, password: string) {
  const { email } = await findInvitation(ctx, token);
  assertStrongPassword(password, [email]);
  const passwordHash = await hashPassword(password);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const invitation = await findInvitation(ctx, token, db);
    const spent = await db
      .delete(staffInvitations)
      .where(eq(staffInvitations.id, invitation.id))
      .returning({ id: staffInvitations.id });
    if (!spent.length) throw new HttpError(404, INVITATION_UNKNOWN);
    if (await findAdminByEmail(db, invitation.email)) throw new HttpError(409, ALREADY_MEMBER);
    const member = await insertAdmin(db, invitation.email, passwordHash, now, now);
    await joinWithoutDemos(db, member.id, now);
    return member;
  });
}

/**
 * Removes a staff member: never the caller, never the last one. Removals take the admins lock, so two
 * members removing each other at once cannot leave nobody. The row's deletion ends the member's sessions:
 * a token whose admin is gone is refused (tokens.ts). The invitations they sent and nobody accepted yet
 * go in the same transaction: a removed member's links must not let anyone in.
 */
export async function removeMember(
  ctx: AppContext,
  id: string,
  you: string,
): Promise<{ email: string; bookingChanges: BookingChange[] }> {
  if (id === you) throw new HttpError(409, CANNOT_REMOVE_SELF);
  // Their upcoming demos go to other free staff (or are cancelled) before the row and its bookings go.
  const handover = await planHandover(ctx, id);
  const removed = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    const [target] = await tx.select().from(admins).where(eq(admins.id, id)).limit(1);
    if (!target) throw notFound("Team member");
    const caller = await ownerCaller(tx as unknown as Db, you);
    const [total] = await tx.select({ n: count() }).from(admins);
    if ((total?.n ?? 0) <= 1) throw new HttpError(409, CANNOT_REMOVE_LAST);
    if (target.role === "owner" && (await owners(tx as unknown as Db)) <= 1)
      throw new HttpError(409, LAST_OWNER);
    const bookingChanges = await handOver(tx, ctx, handover, { id: you, email: caller.email });
    await tx.delete(staffInvitations).where(eq(staffInvitations.invitedBy, id));
    await tx.delete(admins).where(eq(admins.id, id));
    return { email: target.email, bookingChanges };
  });
  // Committed: the member's tokens are checked against the database again, and fail.
  ctx.tokenChecks.revoked();
  ctx.roleChecks.changed();
  return removed;
}

const expired = () => new HttpError(401, "Your session has expired. Please sign in again.");

/**
 * The caller of a team change, read inside the admins lock: they may have been removed or made staff
 * while the call waited for it (two owners demoting each other at once leave one owner, not none).
 */
async function ownerCaller(db: Db, you: string) {
  const [caller] = await db
    .select({ id: admins.id, email: admins.email, role: admins.role })
    .from(admins)
    .where(eq(admins.id, you))
    .limit(1);
  if (!caller) throw expired();
  if (caller.role !== "owner") throw new HttpError(403, OWNERS_ONLY);
  return caller;
}

const owners = async (db: Db) =>
  (await db.select({ n: count() }).from(admins).where(eq(admins.role, "owner")))[0]?.n ?? 0;

/**
 * Gives a member another role. The team always keeps an owner: making the last owner staff answers 409.
 * Runs under the admins lock, like removals. Returns the member's email and their role before, or
 * undefined when there is no such member.
 */
export async function changeRole(
  ctx: AppContext,
  id: string,
  role: Role,
  you: string,
): Promise<{ email: string; from: Role } | undefined> {
  const changed = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    await ownerCaller(db, you);
    const [target] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
    if (!target) return undefined;
    if (target.role === role) return { email: target.email, from: target.role };
    if (target.role === "owner" && (await owners(db)) <= 1) throw new HttpError(409, LAST_OWNER);
    await db
      .update(admins)
      .set({ role })
      .where(and(eq(admins.id, id), eq(admins.role, target.role)));
    return { email: target.email, from: target.role };
  });
  // Committed: every instance reads the new role within the token-check time, this one at once.
  ctx.roleChecks.changed();
  return changed;
}

/** The signed-in member: who they are and their role (undefined when they were removed meanwhile). */
export async function findMe(ctx: AppContext, you: string) {
  const [me] = await ctx.db
    .select({
      _id: admins.id,
      email: admins.email,
      role: admins.role,
      displayName: admins.displayName,
      title: admins.title,
    })
    .from(admins)
    .where(eq(admins.id, you))
    .limit(1);
  return me;
}

/** Sets the member's display name and title (an empty title clears it); false when there is no such member. */
export async function setProfile(ctx: AppContext, id: string, profile: ProfileInput): Promise<boolean> {
  const { displayName, title } = profileSchema.parse(profile);
  const changed = await ctx.db
    .update(admins)
    .set({ displayName, title: title || null })
    .where(eq(admins.id, id))
    .returning({ id: admins.id });
  return changed.length > 0;
}

/** A member by id (id and email), or undefined. */
export async function findMember(ctx: AppContext, id: string) {
  const [row] = await ctx.db
    .select({ id: admins.id, email: admins.email })
    .from(admins)
    .where(eq(admins.id, id))
    .limit(1);
  return row;
}
