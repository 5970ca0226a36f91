import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type SQL, sql } from "drizzle-orm";

// A database as an earlier version left it: migrated up to just before one migration, seeded with SQL,
// so an upgrade test can start this version on it ("a migration loses nothing").

const migrationsDir = join(import.meta.dirname, "../../server/src/platform/db/migrations");

/** The migrations before `firstNew` (a journal tag), in a folder of their own (later ones would mark it as passed). */
export function previousMigrations(dir: string, firstNew: string): string {
  const folder = join(dir, "migrations");
  cpSync(migrationsDir, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const first = journal.entries.find((e) => e.tag === firstNew);
  if (!first) throw new Error(`no migration ${firstNew} in the journal`);
  journal.entries = journal.entries.filter((e) => e.when < first.when);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * Migrates a new database to the schema before `firstNew` and runs `seed` on it: PostgreSQL at `url`,
 * else PGlite in `dataDir`, where the app opens it.
 */
export async function previousDatabase(
  firstNew: string,
  dataDir: string,
  url: string | undefined,
  seed: SQL[],
) {
  const migrationsFolder = previousMigrations(dataDir, firstNew);
  if (url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder });
      for (const statement of seed) await db.execute(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(join(dataDir, "pglite"), { extensions: { pg_trgm, btree_gist } });
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder });
    for (const statement of seed) await db.execute(statement);
  } finally {
    await client.close();
  }
}

/** An insert of `row` into `table`, its keys in camelCase as the schema names them (Dates and JSON as text). */
export function insertRow(table: string, row: Record<string, unknown>): SQL {
  const keys = Object.keys(row);
  const column = (key: string) => sql.identifier(key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
  const value = (v: unknown) =>
    v instanceof Date ? v.toISOString() : v !== null && typeof v === "object" ? JSON.stringify(v) : v;
  return sql`insert into ${sql.identifier(table)} (${sql.join(keys.map(column), sql`, `)})
    values (${sql.join(
      keys.map((k) => sql`${value(row[k])}`),
      sql`, `,
    )})`;
}
