import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  admins,
  analyticsGoals,
  analyticsWeeklyRecipients,
  contacts,
  demoBookings,
  demoRequests,
  jobs,
} from "../../../server/src/platform/db/schema";
import { MINUTE_MS } from "../../../server/src/platform/clock";
import { runDueJobs } from "../../../server/src/platform/jobs";
import { weeklyReportMail } from "../../../server/src/modules/analytics/weekly-mail";
import { nextWeeklyRun } from "../../../server/src/modules/analytics/weekly-report";
import { admin as owner, auth, usingPostgres } from "../helpers";
import { type Instance, type SharedDatabase, sharedDatabase } from "../job-instances";

// The weekly analytics mail (ADR 0050): a durable job each Monday 09:00 company time (Asia/Kolkata,
// UTC+5:30, so 03:30 UTC), to the owners who asked for it, once across instances.

const ZONE = "Asia/Kolkata";
/** Wednesday 4 March 2026, 10:00 UTC. */
const START = new Date("2026-03-04T10:00:00.000Z");
/** Monday 9 March 2026, 09:00 in Kolkata. */
const MONDAY_9 = new Date("2026-03-09T03:30:00.000Z");

let shared: SharedDatabase;
let i: Instance;
beforeAll(async () => {
  shared = await sharedDatabase(START);
  i = await shared.open();
});
afterAll(async () => {
  await i.close();
  await shared.dispose();
});

const signIn = async (inst: Instance, who = owner) =>
  (await inst.app.inject({ method: "POST", url: "/api/Auth/Login", payload: who })).json().token as string;
const setting = async (inst: Instance, enabled: boolean, token?: string) =>
  inst.app.inject({
    method: "PUT",
    url: "/api/Analytics/WeeklyReport",
    headers: auth(token ?? (await signIn(inst))),
    payload: { enabled },
  });
const weeklyMails = (inst: Instance[] = [i]) =>
  inst.flatMap((x) => x.outbox.sent).filter((m) => m.subject.startsWith("Weekly website report"));
const weeklyJobs = () => i.ctx.db.select().from(jobs).where(like(jobs.key, "analytics-weekly:%"));

let n = 0;
/** One visitor's page views on a company day (10:00 UTC is 15:30 in Kolkata), from a referrer. */
const visit = (day: string, visitor: string, paths: string[], referrer = "") =>
  paths.map(
    (path, k) =>
      sql`(${`${day}T10:0${k}:00.000Z`}::timestamptz, ${day}, ${visitor}, 'pageview', ${path}, ${referrer})`,
  );
/** In one statement, so the hourly rollup never sees part of a day. */
const insertVisits = (rows: ReturnType<typeof sql>[]) =>
  i.ctx.db.execute(sql`insert into analytics_events (time, day, visitor, kind, path, referrer)
    values ${sql.join(rows, sql`, `)}`);
async function contact(at: string, leadStatus: "new" | "spam" = "new") {
  await i.ctx.db.insert(contacts).values({
    id: `c-${++n}`,
    name: "Asha",
    email: `asha${n}@example.org`,
    message: "Hello",
    leadStatus,
    createdAt: new Date(at),
  });
}
async function booking(at: string) {
  const id = `${++n}`;
  const when = new Date(at);
  await i.ctx.db.insert(demoRequests).values({
    id: `r-${id}`,
    fullName: "Ravi",
    phone: "9876543210",
    email: `ravi${id}@example.org`,
    comment: "Demo",
    status: "confirmed",
    createdAt: when,
    confirmedAt: when,
  });
  const [host] = await i.ctx.db.select({ id: admins.id }).from(admins).limit(1);
  await i.ctx.db.insert(demoBookings).values({
    id: `b-${id}`,
    demoRequestId: `r-${id}`,
    hostId: host!.id,
    status: "confirmed",
    startsAt: new Date(when.getTime() + 3 * 24 * 60 * MINUTE_MS + Number(id) * 60 * MINUTE_MS),
    endsAt: new Date(when.getTime() + 3 * 24 * 60 * MINUTE_MS + Number(id) * 60 * MINUTE_MS + 30 * MINUTE_MS),
    blockedUntil: new Date(
      when.getTime() + 3 * 24 * 60 * MINUTE_MS + Number(id) * 60 * MINUTE_MS + 45 * MINUTE_MS,
    ),
    timeZone: ZONE,
    uid: `uid-${id}@example.com`,
    createdAt: when,
    confirmedAt: when,
  });
}
async function member(email: string, role: "owner" | "staff", optedIn: boolean) {
  const id = `m-${email}`;
  await i.ctx.db.insert(admins).values({
    id,
    email,
    passwordHash: "unused",
    tokensValidAfter: START,
    createdAt: START,
    role,
  });
  if (optedIn) await i.ctx.db.insert(analyticsWeeklyRecipients).values({ adminId: id, createdAt: START });
}

describe("when the weekly report goes out", () => {
  it("is the next Monday 09:00 in the company zone", () => {
    expect(nextWeeklyRun(START, ZONE)).toEqual({ monday: "2026-03-09", runAt: MONDAY_9 });
    // Monday 09:00 itself is that Monday's; a minute later the next one's.
    expect(nextWeeklyRun(MONDAY_9, ZONE).monday).toBe("2026-03-09");
    expect(nextWeeklyRun(new Date(MONDAY_9.getTime() + MINUTE_MS), ZONE).monday).toBe("2026-03-16");
    // Sunday 23:00 UTC is already Monday 04:30 in Kolkata: the same Monday's 09:00.
    expect(nextWeeklyRun(new Date("2026-03-08T23:00:00.000Z"), ZONE).runAt).toEqual(MONDAY_9);
    // New York in summer time (UTC-4).
    expect(nextWeeklyRun(START, "America/New_York").runAt.toISOString()).toBe("2026-03-09T13:00:00.000Z");
  });
});

describe(`weekly analytics mail (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("goes once at Monday 09:00 to the owners who asked, with last week's figures against the week before", async () => {
    // Last week (2–8 March): 3 visitors a day on two days; the week before (23 Feb–1 Mar): 2 visitors.
    await insertVisits([
      ...visit("2026-03-02", "v1", ["/", "/pricing", "/pricing"], "www.google.com"),
      ...visit("2026-03-02", "v2", ["/pricing"], "www.google.com"),
      ...visit("2026-03-05", "v3", ["/about"], "news.ycombinator.com"),
      ...visit("2026-03-08", "v4", ["/", "/demo"]),
      ...visit("2026-02-25", "w1", ["/"], "www.google.com"),
      ...visit("2026-03-01", "w2", ["/", "/about"]),
      // Outside both weeks: not counted.
      ...visit("2026-03-09", "x1", ["/late"]),
    ]);
    // A goal, reached by one visitor last week.
    await i.ctx.db.execute(sql`insert into analytics_events (time, day, visitor, kind, path, name)
      values ('2026-03-08T10:05:00.000Z'::timestamptz, '2026-03-08', 'v4', 'event', '/demo', 'Demo booked')`);
    await i.ctx.db
      .insert(analyticsGoals)
      .values({ id: "goal-booked", name: "Booked a demo", event: "Demo booked", createdAt: START });
    await contact("2026-03-03T08:00:00.000Z");
    // Sunday 23:59 and Monday 00:00 in Kolkata: the week ends at the company's midnight, not UTC's.
    await contact("2026-03-08T18:29:00.000Z");
    await contact("2026-03-08T18:30:00.000Z");
    await contact("2026-03-04T08:00:00.000Z", "spam");
    await contact("2026-02-24T08:00:00.000Z");
    await booking("2026-03-06T09:00:00.000Z");
    await member("other.owner@example.com", "owner", false);
    await member("staff.keen@example.com", "staff", true);

    expect((await setting(i, true)).statusCode).toBe(200);
    // Opting in twice, or from another instance, keeps one job for that Monday.
    expect((await setting(i, true)).statusCode).toBe(200);
    expect((await weeklyJobs()).map((j) => [j.key, j.runAt])).toEqual([
      ["analytics-weekly:2026-03-09", MONDAY_9],
    ]);

    shared.clock.set(new Date(MONDAY_9.getTime() - MINUTE_MS));
    await runDueJobs(i.ctx);
    expect(weeklyMails()).toEqual([]);

    shared.clock.set(MONDAY_9);
    await Promise.all([runDueJobs(i.ctx), runDueJobs(i.ctx)]);
    await runDueJobs(i.ctx);
    const mails = weeklyMails();
    expect(mails.map((m) => m.to)).toEqual([owner.email]);
    const [mail] = mails;
    expect(mail!.subject).toBe("Weekly website report, 2026-03-02 to 2026-03-08: 4 visitors");
    expect(mail!.text).toContain(
      "How the website did from 2026-03-02 to 2026-03-08 (days in Asia/Kolkata time), against the week before.",
    );
    expect(mail!.text).toContain("Visitors:            4   +100% (the week before: 2)");
    expect(mail!.text).toContain("Page views:          7   +133% (the week before: 3)");
    expect(mail!.text).toContain("Leads:               2   +100% (the week before: 1)");
    expect(mail!.text).toContain("Demos booked:        1   new (the week before: 0)");
    expect(mail!.text).toContain("Top pages\n  1. /pricing: 2 visitors\n  2. /: 2 visitors");
    expect(mail!.text).toContain(
      "Top sources\n  1. www.google.com: 2 visitors\n  2. news.ycombinator.com: 1 visitors",
    );
    expect(mail!.text).not.toContain("/late");
    expect(mail!.text).toContain("Goals\n  Booked a demo: 1 new (the week before: 0)");
    expect(mail!.text).toContain("/analytics?from=2026-03-02&to=2026-03-08");

    // The next Monday's is scheduled by the run.
    const keys = (await weeklyJobs()).map((j) => [j.key, j.status]).sort();
    expect(keys).toEqual([
      ["analytics-weekly:2026-03-09", "done"],
      ["analytics-weekly:2026-03-16", "pending"],
    ]);
    shared.clock.set(new Date(MONDAY_9.getTime() + 60 * MINUTE_MS));
    await runDueJobs(i.ctx);
    expect(weeklyMails()).toHaveLength(1);
  });

  it("stops once the owner opts out: the next Monday sends nothing and schedules no more", async () => {
    expect((await setting(i, false)).statusCode).toBe(200);
    const token = await signIn(i);
    const read = await i.app.inject({
      method: "GET",
      url: "/api/Analytics/WeeklyReport",
      headers: auth(token),
    });
    expect(read.json().data).toEqual({ enabled: false });
    shared.clock.set(new Date("2026-03-16T03:30:00.000Z"));
    await runDueJobs(i.ctx);
    expect(weeklyMails()).toHaveLength(1);
    expect((await weeklyJobs()).filter((j) => j.status === "pending")).toEqual([]);
  });

  it("answers 400 with the field for a body that is not a yes or no", async () => {
    const res = await i.app.inject({
      method: "PUT",
      url: "/api/Analytics/WeeklyReport",
      headers: auth(await signIn(i)),
      payload: { enabled: "sometimes" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe("enabled");
  });
});

describe.skipIf(!usingPostgres)("weekly analytics mail across two instances on one PostgreSQL", () => {
  it("goes out once when both instances run their jobs at Monday 09:00", async () => {
    const other = await shared.open();
    try {
      shared.clock.set(new Date("2026-03-18T10:00:00.000Z"));
      // Both instances take the opt-in (one job row for the Monday whatever the number of calls).
      await Promise.all([setting(i, true), setting(other, true)]);
      expect((await weeklyJobs()).filter((j) => j.status === "pending")).toHaveLength(1);
      shared.clock.set(new Date("2026-03-23T03:30:00.000Z"));
      await Promise.all([i, other, i, other].map((x) => runDueJobs(x.ctx)));
      const mails = weeklyMails([i, other]).filter((m) => m.subject.includes("2026-03-16 to 2026-03-22"));
      expect(mails.map((m) => m.to)).toEqual([owner.email]);
    } finally {
      await other.close();
    }
  });
});

describe("the weekly mail's text", () => {
  const base = {
    from: "2026-03-02",
    to: "2026-03-08",
    timeZone: "Asia/Kolkata",
    visitors: { current: 1200, previous: 1000 },
    pageViews: { current: 3000, previous: 3000 },
    leads: { current: 3, previous: 4 },
    demosBooked: { current: 0, previous: 0 },
    topPages: [],
    topSources: [],
    goals: [],
    reportUrl: "https://admin.example.com/analytics",
  };
  it("shows each figure with its change, and says so when a list is empty", () => {
    const { text } = weeklyReportMail(base);
    expect(text).toContain("Visitors:        1,200   +20% (the week before: 1,000)");
    expect(text).toContain("Page views:      3,000   no change (the week before: 3,000)");
    expect(text).toContain("Leads:               3   -25% (the week before: 4)");
    expect(text).toContain("Demos booked:        0   no change (the week before: 0)");
    expect(text).toContain("Top pages\n  None this week.");
  });
  it("lists the goals when given any, and leaves the part out otherwise", () => {
    const { text } = weeklyReportMail({
      ...base,
      goals: [
        { name: "Demo booked", conversions: 4, previous: 2 },
        { name: "Phone click", conversions: 0, previous: 3 },
      ],
    });
    expect(text).toContain(
      "Goals\n  Demo booked: 4 +100% (the week before: 2)\n  Phone click: 0 -100% (the week before: 3)",
    );
    expect(weeklyReportMail(base).text).not.toContain("Goals");
  });
});
