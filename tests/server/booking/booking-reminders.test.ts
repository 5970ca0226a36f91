import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admins, demoBookings, demoRequests, jobs, leadEvents } from "../../../server/src/platform/db/schema";
import { MINUTE_MS } from "../../../server/src/platform/clock";
import { formatInZone } from "../../../server/src/platform/time-format";
import { scheduleReminders } from "../../../server/src/modules/booking/reminders";
import { runDueJobs } from "../../../server/src/platform/jobs";
import { usingPostgres } from "../helpers";
import { type Instance, type SharedDatabase, sharedDatabase } from "../job-instances";

let shared: SharedDatabase;
let i: Instance;
beforeAll(async () => {
  shared = await sharedDatabase();
  i = await shared.open();
});
afterAll(async () => {
  await i.close();
  await shared.dispose();
});

const HOUR = 60 * MINUTE_MS;
let seq = 0;

/**
 * A confirmed demo `minutesAhead` from now (its own host, so bookings never overlap), with its reminders
 * scheduled the way a confirmation does: in the same transaction.
 */
async function book(minutesAhead: number, timeZone = "Asia/Kolkata") {
  const n = ++seq;
  const now = shared.clock();
  const startsAt = new Date(now.getTime() + minutesAhead * MINUTE_MS);
  const visitor = { email: `visitor${n}@example.org`, phone: `98765${String(n).padStart(5, "0")}` };
  const host = `host${n}@example.com`;
  const booking = { id: `booking-${n}`, startsAt, sequence: 0 };
  await i.ctx.db.transaction(async (tx) => {
    await tx.insert(admins).values({
      id: `host-${n}`,
      email: host,
      passwordHash: "unused",
      tokensValidAfter: now,
      createdAt: now,
    });
    await tx.insert(demoRequests).values({
      id: `request-${n}`,
      fullName: `Visitor ${n}`,
      companyName: "Acme Pvt Ltd",
      phone: visitor.phone,
      email: visitor.email,
      comment: "Show us the KPI platform.",
      status: "confirmed",
      createdAt: now,
      confirmedAt: now,
      assignedTo: `host-${n}`,
    });
    await tx.insert(demoBookings).values({
      ...booking,
      demoRequestId: `request-${n}`,
      hostId: `host-${n}`,
      status: "confirmed",
      endsAt: new Date(startsAt.getTime() + 30 * MINUTE_MS),
      blockedUntil: new Date(startsAt.getTime() + 45 * MINUTE_MS),
      timeZone,
      uid: `uid-${n}@example.com`,
      createdAt: now,
      confirmedAt: now,
    });
    await scheduleReminders(tx, i.ctx, booking);
  });
  return { ...booking, requestId: `request-${n}`, visitor, host };
}

type Booked = Awaited<ReturnType<typeof book>>;
const sent = (b: Booked, inst: Instance[] = [i]) => {
  const all = inst.flatMap((x) => x.outbox.sent);
  return {
    visitorMails: all.filter((m) => m.channel === "email" && m.to === b.visitor.email),
    visitorSms: all.filter((m) => m.channel === "sms" && m.to === b.visitor.phone),
    hostMails: all.filter((m) => m.channel === "email" && m.to === b.host),
  };
};
const counts = (b: Booked, inst?: Instance[]) => {
  const s = sent(b, inst);
  return [s.visitorMails.length, s.visitorSms.length, s.hostMails.length];
};
const reminded = (b: Booked) =>
  i.ctx.db
    .select({ detail: leadEvents.detail })
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, b.requestId), eq(leadEvents.kind, "reminded")));
const jobsOf = (b: Booked) =>
  i.ctx.db
    .select()
    .from(jobs)
    .where(like(jobs.key, `reminder:${b.id}:%`))
    .orderBy(jobs.runAt);
const moveTo = async (at: Date) => {
  shared.clock.set(at);
  await runDueJobs(i.ctx);
};
const before = (b: Booked, minutes: number) => new Date(b.startsAt.getTime() - minutes * MINUTE_MS);

describe(`demo reminders (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("sends one mail and SMS to the visitor and one mail to the host at 1440 and at 60 minutes", async () => {
    const b = await book(3 * 24 * 60);
    expect((await jobsOf(b)).map((j) => j.key)).toEqual([`reminder:${b.id}:0:1440`, `reminder:${b.id}:0:60`]);
    await moveTo(new Date(before(b, 1440).getTime() - 1));
    expect(counts(b)).toEqual([0, 0, 0]);
    await moveTo(before(b, 1440));
    await runDueJobs(i.ctx);
    expect(counts(b)).toEqual([1, 1, 1]);

    const { visitorMails, visitorSms, hostMails } = sent(b);
    const when = formatInZone(b.startsAt, "Asia/Kolkata");
    expect(when).toContain("India Standard Time");
    expect(visitorMails[0]!.text).toContain(when);
    expect(visitorMails[0]!.text).toContain(b.host);
    expect(visitorSms[0]!.text).toContain(when);
    expect(hostMails[0]!.text).toContain(b.visitor.email);
    expect(hostMails[0]!.text).toContain(`/demos/${b.requestId}`);

    await moveTo(before(b, 61));
    expect(counts(b)).toEqual([1, 1, 1]);
    await moveTo(before(b, 60));
    expect(counts(b)).toEqual([2, 2, 2]);
    await moveTo(new Date(b.startsAt.getTime() + HOUR));
    expect(counts(b)).toEqual([2, 2, 2]);
    expect(await reminded(b)).toEqual([{ detail: b.visitor.email }, { detail: b.visitor.email }]);
    expect((await jobsOf(b)).map((j) => j.status)).toEqual(["done", "done"]);
  });

  it("sends nothing for a cancelled demo", async () => {
    const b = await book(2 * 24 * 60);
    // The status alone stops it (a real cancel also raises the sequence, which stops it as well).
    await i.ctx.db
      .update(demoBookings)
      .set({ status: "cancelled", cancelledAt: shared.clock() })
      .where(eq(demoBookings.id, b.id));
    await moveTo(before(b, 1440));
    await moveTo(before(b, 60));
    expect(counts(b)).toEqual([0, 0, 0]);
    expect(await reminded(b)).toEqual([]);
  });

  it("schedules no reminder for an offset already passed when booked", async () => {
    const late = await book(30);
    expect(await jobsOf(late)).toEqual([]);
    const midway = await book(3 * 60);
    expect((await jobsOf(midway)).map((j) => j.key)).toEqual([`reminder:${midway.id}:0:60`]);
    await moveTo(before(midway, 60));
    await moveTo(new Date(midway.startsAt.getTime() + HOUR));
    expect(counts(late)).toEqual([0, 0, 0]);
    expect(counts(midway)).toEqual([1, 1, 1]);
  });

  it("a moved demo (sequence + 1) is reminded at its new time only", async () => {
    const b = await book(2 * 24 * 60);
    const moved = { id: b.id, startsAt: new Date(b.startsAt.getTime() + 24 * HOUR), sequence: 1 };
    await i.ctx.db.transaction(async (tx) => {
      await tx
        .update(demoBookings)
        .set({
          startsAt: moved.startsAt,
          endsAt: new Date(moved.startsAt.getTime() + 30 * MINUTE_MS),
          blockedUntil: new Date(moved.startsAt.getTime() + 45 * MINUTE_MS),
          sequence: 1,
        })
        .where(eq(demoBookings.id, b.id));
      await scheduleReminders(tx, i.ctx, moved);
    });
    expect(await jobsOf(b)).toHaveLength(4);
    await moveTo(before(b, 1440));
    await moveTo(before(b, 60));
    expect(counts(b)).toEqual([0, 0, 0]);
    await moveTo(before({ ...b, ...moved }, 1440));
    await moveTo(before({ ...b, ...moved }, 60));
    expect(counts(b)).toEqual([2, 2, 2]);
    expect(sent(b).visitorMails[0]!.text).toContain(formatInZone(moved.startsAt, "Asia/Kolkata"));
  });

  it("scheduling twice keeps one job per offset", async () => {
    const b = await book(2 * 24 * 60);
    await scheduleReminders(i.ctx.db, i.ctx, b);
    expect(await jobsOf(b)).toHaveLength(2);
  });

  it("a reminder whose SMS fails is retried a minute later without mailing anyone twice", async () => {
    const b = await book(2 * 24 * 60);
    let failures = 1;
    i.outbox.fail = (m) => m.channel === "sms" && m.to === b.visitor.phone && failures-- > 0;
    try {
      await moveTo(before(b, 1440));
      expect(counts(b)).toEqual([1, 0, 0]);
      const [job] = await jobsOf(b);
      expect(job).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: expect.stringContaining("sms"),
      });
      await moveTo(new Date(before(b, 1440).getTime() + MINUTE_MS));
      expect(counts(b)).toEqual([1, 1, 1]);
      expect(await reminded(b)).toHaveLength(1);
    } finally {
      i.outbox.fail = undefined;
    }
  });

  it("names the visitor's zone, across daylight saving and at a 45-minute offset", () => {
    const start = new Date("2026-03-09T14:30:00.000Z");
    expect(formatInZone(start, "America/New_York")).toMatch(/10:30.*Eastern Daylight Time/);
    expect(formatInZone(new Date("2026-03-07T15:30:00.000Z"), "America/New_York")).toMatch(
      /10:30.*Eastern Standard Time/,
    );
    expect(formatInZone(start, "Asia/Kathmandu")).toMatch(/20:15.*Nepal Time/);
    expect(formatInZone(start, "Asia/Kolkata")).toMatch(/20:00.*India Standard Time/);
  });
});

describe.skipIf(!usingPostgres)("demo reminders across two instances on one PostgreSQL", () => {
  it("each reminder goes out exactly once when both instances run jobs at once", async () => {
    const other = await shared.open();
    try {
      const booked: Booked[] = [];
      for (let n = 0; n < 15; n++) booked.push(await book(2 * 24 * 60 + n));
      for (const offset of [1440, 60]) {
        shared.clock.set(before(booked.at(-1)!, offset));
        await Promise.all([i, other, i, other].map((x) => runDueJobs(x.ctx, { limit: 2 })));
        // Whatever a batch left is taken by the next polls, still once.
        await Promise.all([i, other].map((x) => runDueJobs(x.ctx)));
      }
      for (const b of booked) expect(counts(b, [i, other])).toEqual([2, 2, 2]);
      expect(i.outbox.sent.length * other.outbox.sent.length).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
