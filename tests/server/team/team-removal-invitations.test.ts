import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Team } from "~/contract/team";
import { json, stepUp } from "../helpers";
import { adminCaller, memberPassword } from "../team-members";
import { noLimits, sharedTestApp } from "../shared-app";

const t = sharedTestApp({ ...noLimits, LOG_LEVEL: "error", ADMIN_BASE_URL: "https://admin.example.com" });
const password = memberPassword;

const call = adminCaller(t);
const team = async () => json(await call("GET", "/Team")).data as Team;
// The clock stands still in this file: one step-up covers the admin's changes throughout.
beforeAll(async () => {
  await stepUp(t, await t.token());
});

/** Invites `email` as the holder of `token`; returns the link's token. */
async function invite(email: string, token?: string): Promise<string> {
  expect((await call("POST", "/Team/Invitations", { email }, token)).statusCode).toBe(200);
  const mail = t
    .outbox()
    .filter((m) => m.to === email)
    .at(-1);
  return mail!.text.match(/\/invite#(\S+)/)![1]!;
}

/** A member who signed in through an invitation and was made an owner (only owners invite): id and token. */
async function newMember(email: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/Team/AcceptInvitation",
    payload: { token: await invite(email), password },
  });
  expect(res.statusCode).toBe(200);
  const id = (await team()).members.find((m) => m.email === email)!._id;
  expect((await call("PUT", `/Team/Members/${id}/Role`, { role: "owner" })).statusCode).toBe(200);
  return { id, token: json(res).token as string };
}

const lookup = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/Team/Invitation", payload: { token } });
const pending = async () => (await team()).invitations.map((i) => i.email).sort();

describe("removing a member ends the invitations they sent", () => {
  it("deletes their pending invitations (the links stop working); others' stay", async () => {
    const member = await newMember("sender@example.org");
    const theirs = [
      await invite("friend-one@example.org", member.token),
      await invite("friend-two@example.org", member.token),
    ];
    const ours = await invite("kept@example.org");
    expect(await pending()).toEqual(["friend-one@example.org", "friend-two@example.org", "kept@example.org"]);

    expect((await call("DELETE", `/Team/Members/${member.id}`)).statusCode).toBe(200);

    expect(await pending()).toEqual(["kept@example.org"]);
    for (const link of theirs) {
      expect((await lookup(link)).statusCode).toBe(404);
      const accepted = await t.app.inject({
        method: "POST",
        url: "/api/Team/AcceptInvitation",
        payload: { token: link, password },
      });
      expect(accepted.statusCode).toBe(404);
    }
    expect((await lookup(ours)).statusCode).toBe(200);
  });

  it("in the same transaction: a removal that fails leaves the invitations, the retry removes both", async () => {
    const member = await newMember("flaky@example.org");
    const link = await invite("their-friend@example.org", member.token);
    const db = t.app.appContext.db;
    // The member's row refuses to go once, after the invitations were deleted in the same transaction.
    await db.execute(
      sql.raw(`create or replace function refuse_removal() returns trigger language plpgsql as $$
        begin raise exception 'removal refused for the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_removal before delete on admins for each row
        when (old.id = '${member.id}') execute function refuse_removal()`),
    );
    try {
      expect((await call("DELETE", `/Team/Members/${member.id}`)).statusCode).toBe(500);
      expect(await pending()).toContain("their-friend@example.org");
      expect((await lookup(link)).statusCode).toBe(200);
    } finally {
      await db.execute(sql.raw("drop trigger refuse_removal on admins"));
      await db.execute(sql.raw("drop function refuse_removal()"));
    }
    expect((await call("DELETE", `/Team/Members/${member.id}`)).statusCode).toBe(200);
    expect(await pending()).not.toContain("their-friend@example.org");
    expect((await lookup(link)).statusCode).toBe(404);
  });
});
