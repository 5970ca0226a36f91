import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, json, type TestApp } from "../helpers";
import { loggedStatusChanges, nthPhone, postContact, sendDemoCode, startLeadDesk } from "../shared-app";

let t: TestApp;
let token: string;
let other: string;
beforeAll(async () => {
  const at = new Date("2026-04-10T06:30:00.000Z");
  ({ t, token, other } = await startLeadDesk({ COMPANY_TIME_ZONE: "Asia/Kolkata" }, { at }));
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object, as = token) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth(as), ...(payload ? { payload } : {}) });

type Card = { _id: string; name: string; value: number | null; version: number; leadStatus: string };
type Column = { status: string; count: number; total: number; cards: Card[] };

let n = 0;
async function lead(value: number | null, name = `Pipe ${n + 1}`): Promise<string> {
  n++;
  const id = await postContact(t, { name, email: `pipe${n}@example.org`, phone: nthPhone("92222", n) });
  if (value !== null) await call("PUT", `/v1/Leads/contact/${id}/Value`, { value, version: 1 });
  return id;
}
const board = async () => (json(await call("GET", "/v1/Pipeline")).data as { columns: Column[] }).columns;
const column = async (status: string) => (await board()).find((c) => c.status === status)!;
const version = async (id: string) =>
  (json(await call("GET", `/v1/Leads/contact/${id}`)).data as { version: number }).version;

describe("pipeline", () => {
  it("has one column per status but Spam, with cards, counts and value totals", async () => {
    const a = await lead(250000, "Asha Pipe");
    await lead(100000);
    await lead(null);
    const cols = await board();
    expect(cols.map((c) => c.status)).toEqual(["new", "contacted", "qualified", "won", "lost"]);
    const fresh = cols[0]!;
    expect(fresh).toMatchObject({ count: 3, total: 350000 });
    expect(fresh.cards.find((c) => c._id === a)).toMatchObject({
      name: "Asha Pipe",
      value: 250000,
      leadStatus: "new",
    });
  });

  it("moves a card with the version check: 409 when stale, 400 for Spam or a bad body, 404 when gone", async () => {
    const id = await lead(5000);
    const v = await version(id);
    const moved = await call("PUT", `/v1/Pipeline/contact/${id}`, { leadStatus: "qualified", version: v });
    expect(moved.statusCode).toBe(200);
    expect((await column("qualified")).cards.map((c) => c._id)).toContain(id);
    const stale = await call("PUT", `/v1/Pipeline/contact/${id}`, { leadStatus: "won", version: v }, other);
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe("Changed by someone else, reload.");
    expect(
      (await call("PUT", `/v1/Pipeline/contact/${id}`, { leadStatus: "spam", version: v + 1 })).statusCode,
    ).toBe(400);
    expect((await call("PUT", `/v1/Pipeline/contact/${id}`, { leadStatus: "won" })).statusCode).toBe(400);
    expect(
      (await call("PUT", `/v1/Pipeline/other/${id}`, { leadStatus: "won", version: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await call("PUT", "/v1/Pipeline/contact/nope", { leadStatus: "won", version: 1 })).statusCode,
    ).toBe(404);
    expect(await loggedStatusChanges(t, token)).toContainEqual({
      kind: "contact",
      lead: id,
      from: "new",
      to: "qualified",
    });
  });

  it("totals the open pipeline and what was won this month", async () => {
    const before = json(await call("GET", "/v1/Pipeline/Totals")).data as {
      openPipeline: number;
      wonThisMonth: number;
    };
    const won = await lead(70000);
    await lead(30000);
    const mid = json(await call("GET", "/v1/Pipeline/Totals")).data as { openPipeline: number };
    expect(mid.openPipeline).toBe(before.openPipeline + 100000);
    await call("PUT", `/v1/Pipeline/contact/${won}`, { leadStatus: "won", version: await version(won) });
    const after = json(await call("GET", "/v1/Pipeline/Totals")).data;
    expect(after).toEqual({
      openPipeline: before.openPipeline + 30000,
      wonThisMonth: before.wonThisMonth + 70000,
    });
    // Next month, it no longer counts as won this month.
    t.clock.set(new Date("2026-05-01T00:00:00.000Z")); // 05:30 on 1 May in Kolkata
    token = await t.newToken();
    expect(
      (json(await call("GET", "/v1/Pipeline/Totals")).data as { wonThisMonth: number }).wonThisMonth,
    ).toBe(0);
  });

  it("leaves a demo request off the board and its sums until its code is entered", async () => {
    const { id, code } = await sendDemoCode(t, "pipeline.demo@example.org");
    expect((await call("PUT", `/v1/Leads/demo/${id}/Value`, { value: 5000, version: 1 })).statusCode).toBe(
      200,
    );
    const totals = async () =>
      json(await call("GET", "/v1/Pipeline/Totals")).data as { openPipeline: number };
    const onBoard = async () => (await board()).flatMap((c) => c.cards).some((card) => card._id === id);
    const before = await totals();
    expect(await onBoard()).toBe(false);

    const verified = await t.app.inject({
      method: "POST",
      url: "/api/Book/VerifySchedule",
      payload: { id, code },
    });
    expect(verified.statusCode).toBe(200);
    expect(await onBoard()).toBe(true);
    expect((await totals()).openPipeline).toBe(before.openPipeline + 5000);
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/Pipeline" })).statusCode).toBe(401);
  });
});
