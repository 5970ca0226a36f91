import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { defaultPoolSize } from "../../config";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** Embedded database only: a consistent gzip tar of its folder, taken after a checkpoint. */
  archive?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Advisory lock keys (any constant both sides agree on): migrations, and changes to who the admins are
 * (the first-admin creation, a removal that must not leave nobody).
 */
export const MIGRATION_LOCK = 741_852_001;
export const BOOTSTRAP_LOCK = 741_852_002;

/** Opens PostgreSQL when a URL is given, else embedded PGlite under dataDir; applies migrations. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, opts.poolSize ?? defaultPoolSize())
    : await openPglite(opts.dataDir);
  return database;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // Instances starting together take turns on one connection holding an advisory lock: the first
  // migrates, the others then find nothing left to do (CREATE EXTENSION IF NOT EXISTS alone races).
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(lockClient), { migrationsFolder });
  } finally {
    // Ending the session releases the lock too; the explicit unlock just frees it sooner.
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await lockClient.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  return opened(db as unknown as Db, "postgres", () => pool.end());
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dir = join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm, btree_gist } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    ...opened(db as unknown as Db, "pglite", () => client.close()),
    archive: async () => {
      // The checkpoint writes the shared buffers to the files; the tar then reads them under PGlite's own lock.
      await client.exec("CHECKPOINT");
      return new Uint8Array(await (await client.dumpDataDir("gzip")).arrayBuffer());
    },
  };
}

function opened(db: Db, kind: Database["kind"], close: () => Promise<void>): Database {
  return { db, kind, ping: () => ping(db), close };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
