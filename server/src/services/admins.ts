import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { admins } from "../db/schema";
import { newId } from "../lib/ids";
import { hashPassword } from "./passwords";

export async function createAdmin(db: Db, email: string, password: string, now: Date) {
  const row = {
    id: newId(),
    email: email.trim().toLowerCase(),
    passwordHash: await hashPassword(password),
    tokensValidAfter: now,
    createdAt: now,
  };
  await db.insert(admins).values(row);
  return row;
}

/** Sets a new password; tokens issued before now stop working. Returns false for an unknown email. */
export async function setAdminPassword(db: Db, email: string, password: string, now: Date): Promise<boolean> {
  return setAdminPasswordHash(db, email, await hashPassword(password), now);
}

/** As setAdminPassword with the hash already made (to keep it out of a transaction). */
export async function setAdminPasswordHash(
  db: Db,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(admins)
    .set({ passwordHash, tokensValidAfter: now })
    .where(eq(admins.email, email.trim().toLowerCase()))
    .returning({ id: admins.id });
  return updated.length > 0;
}

export const findAdminByEmail = async (db: Db, email: string) =>
  (await db.select().from(admins).where(eq(admins.email, email.trim().toLowerCase())).limit(1))[0];

/**
 * At start: if no admin exists, create one from ADMIN_EMAIL/ADMIN_PASSWORD, or outside production
 * generate a password and print it once. Returns what was done, for the start-up log.
 */
export async function bootstrapAdmin(
  db: Db,
  opts: { email?: string; password?: string; production: boolean; now: Date; print: (line: string) => void },
): Promise<"exists" | "created" | "generated" | "skipped"> {
  const [row] = await db.select({ n: count() }).from(admins);
  if ((row?.n ?? 0) > 0) return "exists";
  if (opts.email && opts.password) {
    await createAdmin(db, opts.email, opts.password, opts.now);
    return "created";
  }
  if (opts.production) return "skipped";
  const email = opts.email ?? "admin@example.com";
  const password = randomBytes(15).toString("base64url");
  await createAdmin(db, email, password, opts.now);
  opts.print(
    `Created admin ${email} with password ${password} (shown once; change it with npm run admin -- reset-password).`,
  );
  return "generated";
}
