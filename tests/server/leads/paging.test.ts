import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { COUNT_CAP } from "../../../server/src/platform/paging";
import { auth, json, startTestApp, type TestApp } from "../helpers";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
  // One more contact than the cap, in one statement (the API's limits would make 10,001 posts slow).
  await t.app.appContext.db.execute(sql`
    insert into contacts (id, name, email, phone, message, source, created_at)
    select 'bulk-' || n, 'Bulk ' || n, 'bulk' || n || '@example.org', '9876543210', 'Bulk message', 'seed',
           timestamp '2026-01-01' + n * interval '1 second'
    from generate_series(1, ${COUNT_CAP + 1}) as n`);
});
afterAll(() => t.close());

const list = async (query: string) =>
  json(
    await t.app.inject({ method: "GET", url: `/api/v1/Contact/GetAll${query}`, headers: auth(token) }),
  ) as unknown as { data: { name: string }[]; total: number; totalCapped?: boolean };

it("stops counting at the cap: the total reads 10,000 with totalCapped beyond it", async () => {
  expect(COUNT_CAP).toBe(10_000);
  const all = await list("?page=1&pageSize=10&search=bulk");
  expect(all).toMatchObject({ total: 10_000, totalCapped: true });
  expect(all.data.map((c) => c.name)).toEqual(
    Array.from({ length: 10 }, (_, i) => `Bulk ${COUNT_CAP + 1 - i}`),
  );
  // The whole table is over the cap as well.
  expect(await list("?page=2&pageSize=10")).toMatchObject({ total: 10_000, totalCapped: true });
});

it("keeps the total exact below the cap", async () => {
  // "bulk 1", "bulk 10".."bulk 19", "bulk 100".., "bulk 1000".., "bulk 10000" and "bulk 10001".
  const some = await list("?page=1&pageSize=10&search=bulk%201");
  expect(some.total).toBe(1 + 10 + 100 + 1000 + 2);
  expect(some).not.toHaveProperty("totalCapped");
});

it("past the cap, the last page tells the exact total and a full deep page stays a lower bound", async () => {
  const last = await list("?page=1001&pageSize=10&search=bulk");
  expect(last).toMatchObject({ total: COUNT_CAP + 1, data: [{ name: "Bulk 1" }] });
  expect(last).not.toHaveProperty("totalCapped");
  expect(await list("?page=1000&pageSize=10&search=bulk")).toMatchObject({
    total: 10_000,
    totalCapped: true,
  });
  // A page that ends exactly at the cap is still a lower bound.
  expect(await list("?page=100&pageSize=100&search=bulk")).toMatchObject({
    total: 10_000,
    totalCapped: true,
  });
});
