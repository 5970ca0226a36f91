import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admins, jobs } from "../../../server/src/platform/db/schema";
import { HOUR_MS } from "../../../server/src/platform/clock";
import { runDueJobs } from "../../../server/src/platform/jobs";
import { spamDigestDay } from "../../../server/src/modules/leads/spam-digest";
import { admin as owner, usingPostgres, validContact, validDemo } from "../helpers";
import { type Instance, type SharedDatabase, sharedDatabase } from "../job-instances";

// The daily spam digest (ADR 0042): one durable job per company-zone day, mailed to the owners at
// 08:00 the next morning, once across instances. Company zone: Asia/Kolkata (UTC+5:30).

let shared: SharedDatabase;
let i: Instance;
// 2026-03-02 09:30 in Kolkata.
beforeAll(async () => {
  shared = await sharedDatabase(new Date("2026-03-02T04:00:00.000Z"));
  i = await shared.open();
});
afterAll(async () => {
  await i.close();
  await shared.dispose();
});

let ip = 0;
const post = (inst: Instance, url: string, payload: object) =>
  inst.app.inject({
    method: "POST",
    url: `/api${url}`,
    payload,
    // Each call its own client, so the public form limit never meets this file's bursts.
    remoteAddress: `198.51.100.${++ip}`,
  });
const fastContact = (inst: Instance, message: string, extra: object = { fillMs: 400 }) =>
  post(inst, "/v1/Contact/ContactUsMailSend", { ...validContact, message, ...extra });
const digests = (inst: Instance[] = [i]) =>
  inst.flatMap((x) => x.outbox.sent).filter((m) => m.subject.startsWith("Spam digest for"));
const digestJobs = () => i.ctx.db.select().from(jobs).where(like(jobs.key, "spam-digest:%"));

async function signIn(inst: Instance): Promise<string> {
  const res = await inst.app.inject({ method: "POST", url: "/api/Auth/Login", payload: owner });
  return res.json().token as string;
}

describe("spam digest day", () => {
  it("is the company-zone day, sent at 08:00 company time the next morning", () => {
    // 23:50 UTC on 1 March is 05:20 on 2 March in Kolkata.
    const d = spamDigestDay(new Date("2026-03-01T23:50:00.000Z"), "Asia/Kolkata");
    expect(d.day).toBe("2026-03-02");
    expect(d.from.toISOString()).toBe("2026-03-01T18:30:00.000Z");
    expect(d.to.toISOString()).toBe("2026-03-02T18:30:00.000Z");
    expect(d.sendAt.toISOString()).toBe("2026-03-03T02:30:00.000Z");
  });
});

describe("daily spam digest", () => {
  it("lists the day's spam in one mail to each owner the next morning, once, and nothing on a quiet day", async () => {
    expect((await fastContact(i, "digest fast one")).statusCode).toBe(200);
    expect((await fastContact(i, "digest trapped", { website: "http://bot.example" })).statusCode).toBe(200);
    const demo = await post(i, "/v1/Contact/SendOtp", {
      ...validDemo,
      email: "bot@example.org",
      website: "x",
    });
    expect(demo.statusCode).toBe(200);
    // A person's message and a fast demo request are no spam and schedule nothing.
    await fastContact(i, "digest person", {});
    await post(i, "/v1/Contact/SendOtp", { ...validDemo, email: "quick@example.org", fillMs: 300 });

    // Three spam arrivals, one job for the day.
    const [job, ...more] = await digestJobs();
    expect(more).toEqual([]);
    expect(job).toMatchObject({ key: "spam-digest:2026-03-02", status: "pending" });
    expect(job!.runAt.toISOString()).toBe("2026-03-03T02:30:00.000Z");

    // Not before its time; no poll of its own: the job worker runs it.
    shared.clock.set(new Date("2026-03-03T02:29:00.000Z"));
    await runDueJobs(i.ctx);
    expect(digests()).toEqual([]);

    shared.clock.set(new Date("2026-03-03T02:31:00.000Z"));
    await runDueJobs(i.ctx);
    const [mail, ...others] = digests();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      channel: "email",
      to: owner.email,
      subject: "Spam digest for 2026-03-02: 3 kept as Spam",
    });
    expect(mail!.text).toContain("Contact messages (2):");
    expect(mail!.text).toContain("Demo requests (1):");
    expect(mail!.text).toContain("digest fast one");
    expect(mail!.text).toContain("digest trapped");
    expect(mail!.text).not.toContain("digest person");
    expect(mail!.text).toMatch(/\/list\/[\w-]+/);
    expect(mail!.text).toContain("/list?status=spam");
    expect(mail!.text).toContain("/demos?status=spam");

    // Run again: done, nothing more. The next day had no spam: no job, no mail.
    shared.clock.set(new Date("2026-03-05T03:00:00.000Z"));
    await runDueJobs(i.ctx);
    expect(digests()).toHaveLength(1);
    expect(await digestJobs()).toEqual([expect.objectContaining({ status: "done" })]);
  });

  it("leaves out what staff moved out of Spam, sends nothing when none is left, and mails every owner", async () => {
    // 2026-03-05 09:30 Kolkata.
    shared.clock.set(new Date("2026-03-05T04:00:00.000Z"));
    const now = shared.clock();
    await i.ctx.db.insert(admins).values({
      id: "second-owner",
      email: "owner2@example.com",
      passwordHash: "unused",
      tokensValidAfter: now,
      createdAt: now,
      role: "owner",
    });
    await i.ctx.db.insert(admins).values({
      id: "a-staff",
      email: "staff@example.com",
      passwordHash: "unused",
      tokensValidAfter: now,
      createdAt: now,
    });
    await fastContact(i, "digest kept");
    await fastContact(i, "digest released");
    const token = await signIn(i);
    const list = await i.app.inject({
      method: "GET",
      url: "/api/v1/Contact/GetAll?status=spam&pageSize=100",
      headers: { authorization: `Bearer ${token}` },
    });
    const released = (list.json().data as { _id: string; message: string; version: number }[]).find(
      (c) => c.message === "digest released",
    )!;
    const moved = await i.app.inject({
      method: "PUT",
      url: `/api/v1/Contact/Update/${released._id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { leadStatus: "new", version: released.version },
    });
    expect(moved.statusCode).toBe(200);

    shared.clock.set(new Date("2026-03-06T03:00:00.000Z"));
    await runDueJobs(i.ctx);
    const mails = digests().filter((m) => m.subject.includes("2026-03-05"));
    expect(mails.map((m) => m.to).sort()).toEqual([owner.email, "owner2@example.com"]);
    expect(mails[0]!.subject).toBe("Spam digest for 2026-03-05: 1 kept as Spam");
    expect(mails[0]!.text).toContain("digest kept");
    expect(mails[0]!.text).not.toContain("digest released");

    // A day whose spam all left Spam before the morning: the job runs and mails no one.
    shared.clock.set(new Date("2026-03-07T04:00:00.000Z"));
    await fastContact(i, "digest gone");
    const spam = await i.app.inject({
      method: "GET",
      url: "/api/v1/Contact/GetAll?status=spam&search=asha&pageSize=100",
      headers: { authorization: `Bearer ${await signIn(i)}` },
    });
    const gone = (spam.json().data as { _id: string; message: string; version: number }[]).find(
      (c) => c.message === "digest gone",
    )!;
    await i.app.inject({
      method: "PUT",
      url: `/api/v1/Contact/Update/${gone._id}`,
      headers: { authorization: `Bearer ${await signIn(i)}` },
      payload: { leadStatus: "new", version: gone.version },
    });
    shared.clock.set(new Date("2026-03-08T03:00:00.000Z"));
    await runDueJobs(i.ctx);
    expect(digests().filter((m) => m.subject.includes("2026-03-07"))).toEqual([]);
    const [job] = await i.ctx.db.select().from(jobs).where(eq(jobs.key, "spam-digest:2026-03-07"));
    expect(job).toMatchObject({ status: "done" });
  });
});

describe.skipIf(!usingPostgres)("spam digest across two instances on one PostgreSQL", () => {
  it("is mailed once when both instances run jobs at once", async () => {
    const other = await shared.open();
    try {
      shared.clock.set(new Date("2026-03-10T04:00:00.000Z"));
      await fastContact(i, "digest on one");
      await fastContact(other, "digest on the other");
      expect(await i.ctx.db.select().from(jobs).where(eq(jobs.key, "spam-digest:2026-03-10"))).toHaveLength(
        1,
      );
      shared.clock.set(new Date("2026-03-11T03:00:00.000Z"));
      await Promise.all([i, other, i, other].map((x) => runDueJobs(x.ctx)));
      const mails = digests([i, other]).filter(
        (m) => m.subject.includes("2026-03-10") && m.to === owner.email,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain("digest on one");
      expect(mails[0]!.text).toContain("digest on the other");
    } finally {
      await other.close();
    }
  });
});

// Spam arrivals of one day, whatever their number, cost one job: a flood does not flood the jobs table.
describe("a flood", () => {
  it("adds no job after the first of the day", async () => {
    shared.clock.set(new Date("2026-03-12T04:00:00.000Z"));
    for (let n = 0; n < 5; n++) await fastContact(i, `flood ${n}`);
    const rows = await i.ctx.db.select().from(jobs).where(eq(jobs.key, "spam-digest:2026-03-12"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.runAt.getTime() - shared.clock().getTime()).toBe(22.5 * HOUR_MS);
  });
});
