import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "./client";

/** Writes the embedded database's archive to DATA_DIR/backups/ (owner-only) and returns its path. */
export async function writeBackup(database: Database, dataDir: string, now: Date): Promise<string> {
  if (!database.archive)
    throw new Error("backups through the server are for the embedded database; use pg_dump for PostgreSQL");
  const archive = await database.archive();
  const dir = join(dataDir, "backups");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, `pglite-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  writeFileSync(file, archive, { mode: 0o600, flag: "wx" });
  return file;
}

/**
 * Restores an archive made by writeBackup into DATA_DIR/pglite, which must be empty or missing
 * (the server stopped, the damaged folder moved aside).
 */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const target = join(dataDir, "pglite");
  if (existsSync(target) && readdirSync(target).length) {
    throw new Error(`${target} is not empty: stop the server and move the folder aside first`);
  }
  mkdirSync(target, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const db = await PGlite.create(target, {
    extensions: { pg_trgm, btree_gist },
    loadDataDir: new Blob([readFileSync(file)]),
  });
  await db.exec("CHECKPOINT");
  await db.close();
}
