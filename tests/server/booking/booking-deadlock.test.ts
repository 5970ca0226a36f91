import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/src/platform/db/client";
import { demoBookings, demoRequests } from "../../../server/src/platform/db/schema";
import { holdSlot } from "../../../server/src/modules/booking/hold";
import { adminId, bookingEnv, ctxOf, insertBooking, sendOtp } from "../booking-helpers";
import { json } from "../helpers";
import { sharedTestApp } from "../shared-app";

// Two visitors holding overlapping times at the same instant can each wait for the other's row on
// PostgreSQL, which then aborts one of them (40P01). That one must run again, not answer 500.

const MONDAY = new Date("2026-12-07T00:00:00.000Z");
const SLOT = new Date("2026-12-07T06:00:00.000Z");

const t = sharedTestApp(bookingEnv);

beforeEach(async () => {
  t.clock.set(MONDAY);
  await ctxOf(t).db.delete(demoBookings);
  await ctxOf(t).db.delete(demoRequests);
});

/** As Drizzle reports it: the driver's error, with PostgreSQL's SQLSTATE, as the cause. */
const deadlockDetected = () =>
  Object.assign(new Error("Failed query"), {
    cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }),
  });

/** `db`, but PostgreSQL picks its first `victimOf` savepoints as a deadlock's victim. */
function deadlocking(db: Db, victimOf: number) {
  const counter = { tries: 0 };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "transaction") return Reflect.get(target, key, receiver) as unknown;
      return (work: (tx: Db) => Promise<unknown>) => {
        counter.tries += 1;
        return counter.tries <= victimOf ? Promise.reject(deadlockDetected()) : target.transaction(work);
      };
    },
  });
  return { db: proxy, counter };
}

async function requestWithoutTime(email: string): Promise<string> {
  const res = await sendOtp(t, email);
  expect(res.statusCode).toBe(200);
  return (json(res).data as { id: string }).id;
}

async function holdWith(db: Db, email: string) {
  const hold = {
    demoRequestId: await requestWithoutTime(email),
    start: SLOT,
    timeZone: "Asia/Kolkata",
    expiresAt: new Date(MONDAY.getTime() + 120_000),
    hosts: [await adminId(t)],
  };
  return holdSlot(db, ctxOf(t), hold);
}

describe("a hold that PostgreSQL aborts to break a deadlock", () => {
  it("runs again and holds the time", async () => {
    const { db, counter } = deadlocking(ctxOf(t).db, 1);
    const row = await holdWith(db, "victim@example.org");
    expect(row).toMatchObject({ status: "held", startsAt: SLOT });
    expect(counter.tries).toBe(2);
    expect(await ctxOf(t).db.select().from(demoBookings)).toHaveLength(1);
  });

  it("gives up after three tries with the database's error, and holds nothing", async () => {
    const { db, counter } = deadlocking(ctxOf(t).db, 3);
    await expect(holdWith(db, "victim@example.org")).rejects.toMatchObject({ cause: { code: "40P01" } });
    expect(counter.tries).toBe(3);
    expect(await ctxOf(t).db.select().from(demoBookings)).toHaveLength(0);
  });

  it("is not run again when the time overlaps another booking: it is taken", async () => {
    await insertBooking(t, { hostId: await adminId(t), startsAt: SLOT.toISOString() });
    const { db, counter } = deadlocking(ctxOf(t).db, 0);
    expect(await holdWith(db, "late@example.org")).toBeNull();
    expect(counter.tries).toBe(1);
  });
});
