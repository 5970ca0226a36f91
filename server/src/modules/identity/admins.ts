import { randomBytes } from "node:crypto";
import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { Role } from "~/contract/roles";
import { BOOTSTRAP_LOCK, type Db } from "../../platform/db/client";
import { admins, adminSessions } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { hashPassword } from "./passwords";

export const createAdmin = async (db: Db, email: string, password: string, now: Date, role: Role = "staff") =>
  insertAdmin(db, email, await hashPassword(password), now, null, role);

/** As createAdmin with the hash already made (to keep it out of a transaction). */
export async function insertAdmin(
  db: Db,
  email: string,
  passwordHash: string,
  now: Date,
  lastSignInAt: Date | null = null,
  role: Role = "staff",
) {
  const row = {
    id: newId(),
    email: email.trim().toLowerCase(),
    passwordHash,
    tokensValidAfter: now,
    createdAt: now,
    lastSignInAt,
    role,
  };
  await db.insert(admins).values(row);
  return row;
}

/** Remembers a successful sign-in, for the Team screen. */
export async function recordSignIn(db: Db, id: string, now: Date): Promise<void> {
  await db.update(admins).set({ lastSignInAt: now }).where(eq(admins.id, id));
}

/** Sets a new password; every session of the admin ends. Returns false for an unknown email. */
export async function setAdminPassword(db: Db, email: string, password: string, now: Date): Promise<boolean> {
  return setAdminPasswordHash(db, email, await hashPassword(password), now);
}

/**
 * As setAdminPassword with the hash already made (to keep it out of a transaction). Every session of the
 * admin ends but `keepSessionId` (a signed-in change keeps the session that made it). The caller tells
 * this instance's token checks (`ctx.tokenChecks.revoked()`) once committed.
 */
export async function setAdminPasswordHash(
  db: Db,
  email: string,
  passwordHash: string,
  now: Date,
  keepSessionId?: string,
): Promise<boolean> {
  const updated = await db
    .update(admins)
    .set({ passwordHash, tokensValidAfter: now })
    .where(eq(admins.email, email.trim().toLowerCase()))
    .returning({ id: admins.id });
  const id = updated[0]?.id;
  if (!id) return false;
  await db
    .update(adminSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(adminSessions.adminId, id),
        isNull(adminSessions.endedAt),
        ...(keepSessionId ? [ne(adminSessions.id, keepSessionId)] : []),
      ),
    );
  return true;
}

export const findAdminById = async (db: Db, id: string) =>
  (await db.select().from(admins).where(eq(admins.id, id)).limit(1))[0];

export const findAdminByEmail = async (db: Db, email: string) =>
  (await db.select().from(admins).where(eq(admins.email, email.trim().toLowerCase())).limit(1))[0];

/**
 * Creates a member from the command line: the first member of a team is its owner, later ones staff
 * unless `role` says otherwise. Under the admins lock, so two first members cannot both be made at once.
 */
export async function createAdminFromCli(db: Db, email: string, password: string, now: Date, role?: Role) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(admins);
    const first = (row?.n ?? 0) === 0;
    return insertAdmin(
      tx as unknown as Db,
      email,
      passwordHash,
      now,
      null,
      first ? "owner" : (role ?? "staff"),
    );
  });
}

/**
 * At start: if no admin exists, create one from ADMIN_EMAIL/ADMIN_PASSWORD, or outside production
 * generate a password and print it once. The first admin is the team's owner. Returns what was done, for the start-up log.
 */
export async function bootstrapAdmin(
  db: Db,
  opts: { email?: string; password?: string; production: boolean; now: Date; print: (line: string) => void },
): Promise<"exists" | "created" | "generated" | "skipped"> {
  // Instances starting together on one database check and create under one lock, so exactly one creates.
  let generated: { email: string; password: string } | undefined;
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(admins);
    if ((row?.n ?? 0) > 0) return "exists" as const;
    if (opts.email && opts.password) {
      await createAdmin(tx as unknown as Db, opts.email, opts.password, opts.now, "owner");
      return "created" as const;
    }
    if (opts.production) return "skipped" as const;
    generated = { email: opts.email ?? "admin@example.com", password: randomBytes(15).toString("base64url") };
    await createAdmin(tx as unknown as Db, generated.email, generated.password, opts.now, "owner");
    return "generated" as const;
  });
  // Printed only once the admin is committed.
  if (generated) {
    opts.print(
      `Created admin ${generated.email} with password ${generated.password} (shown once; change it with npm run admin -- reset-password).`,
    );
  }
  return outcome;
}
