import { beforeEach, describe, expect, it } from "vitest";
import { auth, json } from "../helpers";
import { bookingEnv, freshCalendar, slotsOf } from "../booking-helpers";
import { sharedTestApp } from "../shared-app";
import { staffMember } from "../team-members";

const MONDAY = new Date("2026-12-07T00:00:00.000Z");
const t = sharedTestApp(bookingEnv);

beforeEach(() => freshCalendar(t, MONDAY));

const availability = async (token: string) =>
  json(await t.app.inject({ method: "GET", url: "/api/Staff/Availability", headers: auth(token) })).data as {
    takesDemos: boolean;
    weeklyHours: Record<string, unknown[]>;
    daysOff: string[];
  };

const save = (token: string, body: object) =>
  t.app.inject({ method: "PUT", url: "/api/Staff/Availability", headers: auth(token), payload: body });

describe("a member who joins by invitation", () => {
  it("takes no demos until they say so on /availability, so no visitor books them unawares", async () => {
    // The admin takes none either: any slot offered would be the newcomer's.
    const mine = await availability(await t.token());
    expect((await save(await t.token(), { ...mine, takesDemos: false })).statusCode).toBe(200);

    const member = await staffMember(t, "newcomer@example.org");
    const theirs = await availability(member.token);
    expect(theirs.takesDemos).toBe(false);
    // Their hours are ready to switch on as they are: Mon–Fri 10:00–18:00.
    expect(theirs.weeklyHours["1"]).toEqual([{ start: "10:00", end: "18:00" }]);
    expect(await slotsOf(t)).toMatchObject({ available: false, slots: [] });

    expect((await save(member.token, { ...theirs, takesDemos: true })).statusCode).toBe(200);
    const { available, slots } = await slotsOf(t);
    expect(available).toBe(true);
    expect(slots[0]).toBe("2026-12-07T04:30:00.000Z");
  });
});
