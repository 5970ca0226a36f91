import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { followUps, jobs } from "../../../server/src/platform/db/schema";
import { HOUR_MS, MINUTE_MS } from "../../../server/src/platform/clock";
import { runDueJobs } from "../../../server/src/platform/jobs";
import { auth, json, type TestApp } from "../helpers";
import { nthPhone, postContact, secondMember, startLeadDesk } from "../shared-app";

let t: TestApp;
let token: string;
let other: string;
let otherId: string;
let adminId: string;
beforeAll(async () => {
  // 12:00 in Kolkata.
  const at = new Date("2026-04-10T06:30:00.000Z");
  ({ t, token, other, otherId } = await startLeadDesk({ COMPANY_TIME_ZONE: "Asia/Kolkata" }, { at }));
  const me = await t.app.inject({ method: "GET", url: "/api/Team/Me", headers: auth(token) });
  adminId = (json(me).data as { _id: string })._id;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = token) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth(as), ...(payload ? { payload } : {}) });

type FollowUp = {
  _id: string;
  leadName: string;
  dueAt: string;
  assigneeId: string | null;
  assigneeEmail: string | null;
  doneAt: string | null;
  version: number;
};

let n = 0;
function newContact(name = "Asha Rao"): Promise<string> {
  n++;
  return postContact(t, { name, email: `fu${n}@example.org`, phone: nthPhone("91111", n) });
}

const inHours = (h: number) => new Date(t.clock().getTime() + h * HOUR_MS).toISOString();
const add = (id: string, body: object, as = token) =>
  call("POST", `/v1/Leads/contact/${id}/FollowUps`, body, as);

describe("follow-ups", () => {
  it("default to the lead's assignee, else whoever adds them, and list on the lead", async () => {
    const id = await newContact("Meera Iyer");
    const mine = json(await add(id, { dueAt: inHours(2), note: "Call back" })).data as FollowUp;
    expect(mine).toMatchObject({
      leadName: "Meera Iyer",
      assigneeId: adminId,
      assigneeEmail: "admin@example.com",
    });
    const lead = json(await call("GET", `/v1/Leads/contact/${id}`)).data as { version: number };
    await call("PUT", `/v1/Leads/contact/${id}/Assignee`, { assignedTo: otherId, version: lead.version });
    const theirs = json(await add(id, { dueAt: inHours(1), note: "Send prices" })).data as FollowUp;
    expect(theirs).toMatchObject({ assigneeId: otherId, assigneeEmail: secondMember.email });
    const named = json(await add(id, { dueAt: inHours(3), note: "Visit", assigneeId: adminId }))
      .data as FollowUp;
    expect(named.assigneeId).toBe(adminId);
    const list = json(await call("GET", `/v1/Leads/contact/${id}/FollowUps`)).data as FollowUp[];
    expect(list.map((f) => f._id)).toEqual([theirs._id, mine._id, named._id]);
  });

  it("answer 400 for bad input, 404 for an unknown lead or follow-up, 409 for a stale version", async () => {
    const id = await newContact();
    const bad = await add(id, { dueAt: "tomorrow", note: "" });
    expect((json(bad).errors as { path: string }[]).map((e) => e.path).sort()).toEqual(["dueAt", "note"]);
    const nobody = await add(id, { dueAt: inHours(1), note: "x", assigneeId: "nobody" });
    expect(nobody.statusCode).toBe(400);
    expect(json(nobody).message).toBe("Choose a staff member.");
    expect(
      (await call("POST", "/v1/Leads/contact/nope/FollowUps", { dueAt: inHours(1), note: "x" })).statusCode,
    ).toBe(404);
    expect((await call("GET", "/v1/Leads/contact/nope/FollowUps")).statusCode).toBe(404);
    expect((await call("PUT", "/v1/FollowUps/nope/Done", { done: true, version: 1 })).statusCode).toBe(404);
    expect((await call("DELETE", "/v1/FollowUps/nope")).statusCode).toBe(404);
    expect((await call("GET", "/v1/FollowUps?scope=theirs")).statusCode).toBe(400);

    const f = json(await add(id, { dueAt: inHours(1), note: "x" })).data as FollowUp;
    const done = await call("PUT", `/v1/FollowUps/${f._id}/Done`, { done: true, version: 1 });
    expect(done.statusCode).toBe(200);
    expect((json(done).data as FollowUp).doneAt).not.toBeNull();
    const stale = await call("PUT", `/v1/FollowUps/${f._id}/Done`, { done: false, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe("Changed by someone else, reload.");
    const reopened = await call("PUT", `/v1/FollowUps/${f._id}/Done`, { done: false, version: 2 });
    expect(json(reopened).data).toMatchObject({ doneAt: null, version: 3 });
    expect((await call("DELETE", `/v1/FollowUps/${f._id}`)).statusCode).toBe(200);
  });

  it("group open ones into overdue, due today and upcoming, mine or everyone's, and count the due ones", async () => {
    await t.app.appContext.db.delete(followUps);
    const id = await newContact("Board Lead");
    const past = json(await add(id, { dueAt: inHours(-1), note: "past" })).data as FollowUp;
    const later = json(await add(id, { dueAt: inHours(3), note: "later today" })).data as FollowUp; // 15:00 IST
    const tomorrow = json(await add(id, { dueAt: inHours(14), note: "tomorrow" })).data as FollowUp; // 02:00 IST
    const theirs = json(await add(id, { dueAt: inHours(2), note: "theirs", assigneeId: otherId }))
      .data as FollowUp;
    const closed = json(await add(id, { dueAt: inHours(-2), note: "closed" })).data as FollowUp;
    await call("PUT", `/v1/FollowUps/${closed._id}/Done`, { done: true, version: 1 });

    const ids = (fs: FollowUp[]) => fs.map((f) => f._id);
    const mine = json(await call("GET", "/v1/FollowUps")).data as Record<string, FollowUp[]>;
    expect({ overdue: ids(mine.overdue!), today: ids(mine.today!), upcoming: ids(mine.upcoming!) }).toEqual({
      overdue: [past._id],
      today: [later._id],
      upcoming: [tomorrow._id],
    });
    const all = json(await call("GET", "/v1/FollowUps?scope=all")).data as Record<string, FollowUp[]>;
    expect(ids(all.today!)).toEqual([theirs._id, later._id]);
    const forThem = json(await call("GET", "/v1/FollowUps", undefined, other)).data as Record<
      string,
      FollowUp[]
    >;
    expect(ids(forThem.today!)).toEqual([theirs._id]);
    expect(json(await call("GET", "/v1/FollowUps/Due")).data).toEqual({ due: 3, overdue: 1 });
  });

  it("mail the assignee once when one created for a past time falls due, across runs", async () => {
    const id = await newContact("Past Due");
    const f = json(await add(id, { dueAt: inHours(-3), note: "Ring about the quote" })).data as FollowUp;
    const ctx = t.app.appContext;
    const subject = "Follow-up due: Past Due";
    await runDueJobs(ctx);
    await runDueJobs(ctx);
    t.clock.advance(10 * MINUTE_MS);
    await runDueJobs(ctx);
    const sent = t.outbox().filter((m) => m.subject === subject);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "admin@example.com" });
    expect(sent[0]!.text).toContain("Ring about the quote");
    expect(sent[0]!.text).toContain(`/list/${id}`);
    const [job] = await ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `followup:${f._id}:${Date.parse(f.dueAt)}`));
    expect(job).toMatchObject({ status: "done", attempts: 1 });
    const [row] = await ctx.db.select().from(followUps).where(eq(followUps.id, f._id));
    expect(row!.mailedAt).not.toBeNull();
  });

  it("send nothing for one done or deleted before it fell due", async () => {
    const id = await newContact("Never Mailed");
    const done = json(await add(id, { dueAt: inHours(1), note: "done early" })).data as FollowUp;
    const gone = json(await add(id, { dueAt: inHours(1), note: "deleted" })).data as FollowUp;
    await call("PUT", `/v1/FollowUps/${done._id}/Done`, { done: true, version: 1 });
    await call("DELETE", `/v1/FollowUps/${gone._id}`);
    t.clock.advance(2 * HOUR_MS);
    await runDueJobs(t.app.appContext);
    expect(t.outbox().filter((m) => m.subject === "Follow-up due: Never Mailed")).toHaveLength(0);
  });

  it("need a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/FollowUps" })).statusCode).toBe(401);
  });
});
