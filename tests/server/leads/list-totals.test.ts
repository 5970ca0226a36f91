import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listTotals } from "../../../server/src/platform/list-totals";
import { auth, json, manualClock, stepUp, validContact } from "../helpers";
import { noLimits, sendDemoCode, sharedTestApp } from "../shared-app";

describe("kept list counts", () => {
  const counter = (values: number[]) => {
    const calls = { n: 0 };
    const count = async () => values[Math.min(calls.n++, values.length - 1)]!;
    return { calls, count };
  };

  it("keeps a count for the TTL, then counts again", async () => {
    const clock = manualClock();
    const totals = listTotals(clock, 5000);
    const { calls, count } = counter([7, 8]);
    expect(await totals.get("contacts", "a", count)).toBe(7);
    clock.advance(4999);
    expect(await totals.get("contacts", "a", count)).toBe(7);
    expect(calls.n).toBe(1);
    clock.advance(1);
    expect(await totals.get("contacts", "a", count)).toBe(8);
    expect(calls.n).toBe(2);
  });

  it("forgets a table's counts on a write to it, and only that table's", async () => {
    const totals = listTotals(manualClock(), 5000);
    const contacts = counter([1, 2]);
    const demos = counter([10, 20]);
    await totals.get("contacts", "a", contacts.count);
    await totals.get("demo_requests", "a", demos.count);
    totals.changed("contacts");
    expect(await totals.get("contacts", "a", contacts.count)).toBe(2);
    expect(await totals.get("demo_requests", "a", demos.count)).toBe(10);
  });

  it("shares a running count, and drops it when a write comes in meanwhile", async () => {
    const totals = listTotals(manualClock(), 5000);
    let finish!: (n: number) => void;
    const slow = () => new Promise<number>((resolve) => (finish = resolve));
    const first = totals.get("contacts", "a", slow);
    const second = totals.get("contacts", "a", async () => -1);
    totals.changed("contacts");
    const after = totals.get("contacts", "a", async () => 4);
    finish(3);
    expect([await first, await second, await after]).toEqual([3, 3, 4]);
    expect(await totals.get("contacts", "a", async () => -1)).toBe(4);
  });

  it("counts again when the kept count is below the rows the page shows", async () => {
    const totals = listTotals(manualClock(), 5000);
    const { calls, count } = counter([5, 12]);
    await totals.get("contacts", "a", count, 5);
    expect(await totals.get("contacts", "a", count, 10)).toBe(12);
    expect(calls.n).toBe(2);
  });

  it("keeps no failed count, and nothing at all with a TTL of 0", async () => {
    const totals = listTotals(manualClock(), 5000);
    await expect(totals.get("contacts", "a", () => Promise.reject(new Error("down")))).rejects.toThrow();
    expect(await totals.get("contacts", "a", async () => 6)).toBe(6);
    const off = listTotals(manualClock(), 0);
    const { calls, count } = counter([1, 2]);
    await off.get("contacts", "a", count);
    expect(await off.get("contacts", "a", count)).toBe(2);
    expect(calls.n).toBe(2);
  });

  it("keeps at most 1,000 counts, dropping the oldest", async () => {
    const totals = listTotals(manualClock(), 5000);
    for (let i = 0; i <= 1000; i++) await totals.get("contacts", `k${i}`, async () => i);
    expect(await totals.get("contacts", "k1000", async () => -1)).toBe(1000);
    expect(await totals.get("contacts", "k0", async () => -1)).toBe(-1);
  });
});

describe("lead list totals through the API", () => {
  const t = sharedTestApp(noLimits);
  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    json(
      await t.app.inject({
        method,
        url: `/api${url}`,
        headers: auth(await t.token()),
        ...(payload && { payload }),
      }),
    );
  // Two rows a page, so three or more matches fill it and the total comes from a count.
  const total = async (list: string, query: string) =>
    (await call("GET", `${list}?page=1&pageSize=2&${query}`)).total as number;
  const contacts = (query: string) => total("/v1/Contact/GetAll", query);
  const createContact = async (name: string) =>
    ((await call("POST", "/v1/Contact/Create", { ...validContact, name })).data as { _id: string })._id;

  it("shows a created or deleted contact in the total at once", async () => {
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await createContact(`Kept Count ${n}`));
    expect(await contacts("search=kept%20count")).toBe(3);
    await createContact("Kept Count 4");
    expect(await contacts("search=kept%20count")).toBe(4);
    await stepUp(t, await t.token());
    await call("DELETE", `/v1/Contact/Delete/${ids[0]}`);
    expect(await contacts("search=kept%20count")).toBe(3);
  });

  it("moves a contact between the status totals at once, and an edited name out of a search", async () => {
    const ids = [];
    for (const n of [1, 2, 3, 4]) ids.push(await createContact(`Status Move ${n}`));
    const newOnes = () => contacts("search=status%20move&status=new");
    expect(await newOnes()).toBe(4);
    await call("PUT", `/v1/Contact/Update/${ids[0]}`, { leadStatus: "contacted", version: 1 });
    expect(await newOnes()).toBe(3);
    expect(await contacts("search=status%20move")).toBe(4);
    await call("PUT", `/v1/Contact/Update/${ids[1]}`, { ...validContact, name: "Renamed" });
    expect(await contacts("search=status%20move")).toBe(3);
  });

  it("shows a new or deleted demo request in its list's total at once", async () => {
    const demos = () => total("/v1/Contact/DemoRequests", "search=kept-demo");
    const ids = [];
    for (const n of [1, 2, 3]) ids.push((await sendDemoCode(t, `kept-demo${n}@example.org`)).id);
    expect(await demos()).toBe(3);
    await sendDemoCode(t, "kept-demo4@example.org");
    expect(await demos()).toBe(4);
    await stepUp(t, await t.token());
    await call("DELETE", `/v1/Contact/DemoRequests/${ids[0]}`);
    expect(await demos()).toBe(3);
  });

  it("builds each status's page query once and keeps the statuses apart", async () => {
    const ids = [];
    for (const n of [1, 2, 3]) {
      t.clock.advance(1000); // newest first needs distinct arrival times
      ids.push(await createContact(`Built Query ${n}`));
    }
    await call("PUT", `/v1/Contact/Update/${ids[0]}`, { leadStatus: "contacted", version: 1 });
    await call("PUT", `/v1/Contact/Update/${ids[1]}`, { leadStatus: "spam", version: 1 });
    const names = async (query: string) =>
      ((await call("GET", `/v1/Contact/GetAll?search=built%20query${query}`)).data as { name: string }[]).map(
        (c) => c.name,
      );
    // Twice each, so the second call runs the query built by the first.
    for (const _ of [1, 2]) {
      expect(await names("&status=contacted")).toEqual(["Built Query 1"]);
      expect(await names("&status=spam")).toEqual(["Built Query 2"]);
      expect(await names("&status=new")).toEqual(["Built Query 3"]);
      expect(await names("")).toEqual(["Built Query 3", "Built Query 1"]);
    }
    // A term across two fields matches nothing, in the page and in the total.
    expect(await call("GET", "/v1/Contact/GetAll?search=query%203%0Aa")).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it("sees a write made elsewhere once the count's time is up", async () => {
    for (const n of [1, 2, 3]) await createContact(`Elsewhere ${n}`);
    expect(await contacts("search=elsewhere")).toBe(3);
    // Another instance's insert: this one is not told.
    await t.app.appContext.db.execute(sql`
      insert into contacts (id, name, email, message, created_at)
      values ('elsewhere-4', 'Elsewhere 4', 'e4@example.org', 'From another instance', now())`);
    expect(await contacts("search=elsewhere")).toBe(3);
    t.clock.advance(5000);
    expect(await contacts("search=elsewhere")).toBe(4);
  });
});
