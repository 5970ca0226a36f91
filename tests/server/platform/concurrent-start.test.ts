import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../server/src/platform/db/client";
import { admins } from "../../../server/src/platform/db/schema";
import { bootstrapAdmin } from "../../../server/src/modules/identity/admins";
import { admin, freshDatabase, usingPostgres } from "../helpers";

// Instances starting together on one empty PostgreSQL database: migrations (CREATE EXTENSION among them)
// and the first admin run once. PGlite has one process per data folder, so this is PostgreSQL only.
describe.skipIf(!usingPostgres)("instances starting together on an empty database", () => {
  const opened: Database[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.allSettled(opened.map((d) => d.close()));
    for (const drop of drops) await drop();
  });

  it("migrate once and create exactly one admin, in every round", async () => {
    for (let round = 0; round < 3; round++) {
      const fresh = await freshDatabase();
      drops.push(fresh.drop);
      const dbs = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: fresh.url, dataDir: "/nonexistent" })),
      );
      opened.push(...dbs);
      const outcomes = await Promise.all(
        dbs.map((d) =>
          bootstrapAdmin(d.db, { ...admin, production: false, now: new Date(), print: () => {} }),
        ),
      );
      expect(outcomes.sort()).toEqual(["created", "exists", "exists", "exists"]);
      expect(await dbs[0]!.db.select().from(admins)).toHaveLength(1);
    }
  });
});
