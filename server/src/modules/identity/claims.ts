import type { Role } from "~/contract/roles";

// What an admin token says and how roles are kept, as shapes only: the app's context holds them without
// importing the code that implements them.

export interface AdminClaims {
  adminId: string;
  email: string;
  /** The sign-in session the token belongs to: it stops working once that session ends. */
  sessionId: string;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * Members' roles as the database last said, kept for `ttlMs` like allowed tokens (decision 32): a role
 * change on this instance forgets them all at once; on another instance it takes effect within `ttlMs`.
 * The role is never read from the token, so a demoted owner's token loses owner rights with the change.
 */
export interface RoleChecks {
  /** The member's role, or undefined when the member is gone; `read` asks the database. */
  roleOf(adminId: string, now: number, read: () => Promise<Role | undefined>): Promise<Role | undefined>;
  /** A role changed or a member left on this instance: ask the database again. */
  changed(): void;
}
