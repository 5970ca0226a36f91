import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingMessages } from "~/contract/booking";
import { demoBookings } from "../../../server/src/platform/db/schema";
import { bookingEnv, countRows, ctxOf, sendOtp, startPostgresApp } from "../booking-helpers";
import { json, type TestApp } from "../helpers";

// The race is real only with a pool of connections: on PostgreSQL, whatever DATABASE_URL says.
let t: TestApp | null = null;
beforeAll(async () => {
  t = await startPostgresApp(bookingEnv);
  if (!t) console.warn("booking race: no PostgreSQL on 127.0.0.1:5432, test skipped");
});
afterAll(() => t?.close());

describe("no double booking (PostgreSQL)", () => {
  it("20 parallel bookings of one slot with one staff member: exactly one holds it", async (test) => {
    if (!t) return test.skip();
    const app = t;
    app.clock.set(new Date("2026-12-07T00:00:00.000Z"));
    const slotStart = "2026-12-07T06:00:00.000Z";
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendOtp(app, `race${i}@example.org`, { slotStart })),
    );
    // One winner, 19 told the time was taken; compared as one list, so a failure shows every answer.
    const answers = results.map((r) => `${r.statusCode} ${json(r).message}`).sort();
    const serverErrors = app.logs.filter((l) => /"level":(50|60)/.test(l)).join("\n");
    expect(answers, serverErrors).toEqual([
      "200 A verification code has been sent to your phone and email.",
      ...Array<string>(19).fill(`409 ${bookingMessages.slotTaken}`),
    ]);
    const rows = await ctxOf(app).db.select().from(demoBookings);
    expect(rows).toHaveLength(1);
    // The losers stored nothing: one request, one hold.
    expect(await countRows(app)).toEqual({ requests: 1, bookings: 1 });
  });
});
