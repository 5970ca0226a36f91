import { beforeEach, describe, expect, it } from "vitest";
import type { Team } from "~/contract/team";
import { admin, json, stepUp, type TestApp } from "../helpers";
import { noLimits, sharedTestApp } from "../shared-app";
import { adminCaller } from "../team-members";

const t = sharedTestApp({ ...noLimits, LOG_LEVEL: "warn", ADMIN_BASE_URL: "https://admin.example.com" });
const DAY_MS = 24 * 60 * 60 * 1000;
const password = "Colleague-password-42";

const call = adminCaller(t);
const open = (url: string, payload: object) => t.app.inject({ method: "POST", url: `/api${url}`, payload });

const team = async (token?: string) => json(await call("GET", "/Team", undefined, token)).data as Team;

/** The link in the newest invitation mail to `to`, and its token (after the `#`). */
function invitationTo(app: TestApp, to: string): { link: string; token: string } {
  const mail = app
    .outbox()
    .filter((m) => m.to === to && m.subject === "You are invited to the admin area")
    .at(-1);
  const link = mail?.text.match(/https:\/\/admin\.example\.com\/invite#\S+/)?.[0];
  if (!link) throw new Error(`no invitation sent to ${to}`);
  return { link, token: link.split("#")[1]! };
}

async function invite(email: string) {
  const res = await call("POST", "/Team/Invitations", { email });
  expect(res.statusCode).toBe(200);
  return invitationTo(t, email.toLowerCase());
}

const accept = (token: string, pw = password) => open("/Team/AcceptInvitation", { token, password: pw });

/** Invites `email`, accepts, and returns the new member's id and token. */
async function newMember(email: string): Promise<{ id: string; token: string }> {
  const res = await accept((await invite(email)).token);
  expect(res.statusCode).toBe(200);
  const token = json(res).token as string;
  const id = (await team()).members.find((m) => m.email === email)!._id;
  return { id, token };
}

async function auditEvents(event: string) {
  const res = await call("GET", `/Audit/GetAll?event=${event}&pageSize=100`);
  return json(res).data as { adminEmail: string | null; detail: Record<string, unknown> | null }[];
}

describe("inviting a member", () => {
  it("mails a single-use link to the set-password page and lists the pending invitation with its expiry", async () => {
    const { link, token } = await invite("Nia@Example.org");
    expect(link).toBe(`https://admin.example.com/invite#${token}`);
    const pending = (await team()).invitations.find((i) => i.email === "nia@example.org");
    expect(pending).toMatchObject({ invitedBy: admin.email, expired: false });
    expect(Date.parse(pending!.expiresAt) - t.clock().getTime()).toBe(DAY_MS);
    const info = await open("/Team/Invitation", { token });
    expect(json(info).data).toEqual({ email: "nia@example.org", expiresAt: pending!.expiresAt });
  });

  it("stores only a hash of the link's token", async () => {
    const { token } = await invite("hash@example.org");
    const rows = await t.app.appContext.db.query.staffInvitations.findMany();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(rows.find((r) => r.email === "hash@example.org")?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepting sets the password and signs the member in; the link then no longer works", async () => {
    const { token } = await invite("omar@example.org");
    const res = await accept(token);
    expect(res.statusCode).toBe(200);
    const session = json(res).token as string;
    const me = await call("GET", "/Team/Me", undefined, session);
    expect(json(me).data).toMatchObject({ email: "omar@example.org", role: "staff" });
    const login = await open("/Auth/Login", { email: "omar@example.org", password });
    expect(login.statusCode).toBe(200);

    const members = (await team()).members;
    const omar = members.find((m) => m.email === "omar@example.org");
    expect(omar).toMatchObject({ isYou: false, role: "staff", lastSignInAt: t.clock().toISOString() });
    expect((await team()).invitations.map((i) => i.email)).not.toContain("omar@example.org");

    const again = await accept(token, "Another-password-42");
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe(
      "This invitation link is not valid: it was already used or replaced by a newer one.",
    );
    const events = await auditEvents("team.invitation_accepted");
    expect(events.some((e) => e.adminEmail === "omar@example.org")).toBe(true);
    expect((await auditEvents("team.invitation_refused")).length).toBeGreaterThan(0);
  });

  it("a link stops working after 24 hours with a clear message", async () => {
    const { token } = await invite("late@example.org");
    t.clock.advance(DAY_MS - 1000);
    expect((await open("/Team/Invitation", { token })).statusCode).toBe(200);
    t.clock.advance(1000);
    await t.newToken(); // the admin's token of a day ago has expired too
    for (const res of [await open("/Team/Invitation", { token }), await accept(token)]) {
      expect(res.statusCode).toBe(410);
      expect(json(res).message).toBe(
        "This invitation link has expired. Ask a team member to send a new one.",
      );
    }
    expect((await team()).invitations.find((i) => i.email === "late@example.org")?.expired).toBe(true);
    expect((await open("/Auth/Login", { email: "late@example.org", password })).statusCode).toBe(401);
  });

  it("re-inviting the same email replaces the pending invitation: only the newest link works", async () => {
    const first = await invite("twice@example.org");
    const second = await invite("twice@example.org");
    expect(second.token).not.toBe(first.token);
    expect((await team()).invitations.filter((i) => i.email === "twice@example.org")).toHaveLength(1);
    expect((await accept(first.token)).statusCode).toBe(404);
    expect((await accept(second.token)).statusCode).toBe(200);
  });

  it("a cancelled invitation's link stops working", async () => {
    const { token } = await invite("cancel@example.org");
    const id = (await team()).invitations.find((i) => i.email === "cancel@example.org")!._id;
    expect((await call("DELETE", `/Team/Invitations/${id}`)).statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(404);
    expect((await call("DELETE", `/Team/Invitations/${id}`)).statusCode).toBe(404);
  });

  it("refuses an email that already belongs to a member (409)", async () => {
    const res = await call("POST", "/Team/Invitations", { email: admin.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe("This email already belongs to a team member.");
  });

  it("answers 400 with field errors for bad input, 401 without a token", async () => {
    const bad = await call("POST", "/Team/Invitations", { email: "not-an-email" });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual([{ path: "email", message: "Enter a valid email address" }]);
    const { token } = await invite("short@example.org");
    const weak = await accept(token, "short");
    expect(weak.statusCode).toBe(400);
    expect(json(weak).errors).toEqual([
      { path: "password", message: "Password must be at least 12 characters" },
    ]);
    expect((await open("/Team/Invitation", { token: "abc" })).statusCode).toBe(400);
    const anonymous = [
      await t.app.inject({ method: "GET", url: "/api/Team" }),
      await t.app.inject({
        method: "POST",
        url: "/api/Team/Invitations",
        payload: { email: "x@example.org" },
      }),
      await t.app.inject({ method: "DELETE", url: "/api/Team/Members/whoever" }),
    ];
    for (const res of anonymous) expect(res.statusCode).toBe(401);
  });
});

describe("removing a member", () => {
  beforeEach(async () => {
    await stepUp(t, await t.token());
  });

  it("ends the removed member's sessions and records who was removed", async () => {
    const member = await newMember("leaver@example.org");
    expect((await call("GET", "/Team/Me", undefined, member.token)).statusCode).toBe(200);
    const res = await call("DELETE", `/Team/Members/${member.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe("leaver@example.org was removed from the team.");
    expect((await call("GET", "/Team/Me", undefined, member.token)).statusCode).toBe(401);
    expect((await open("/Auth/Login", { email: "leaver@example.org", password })).statusCode).toBe(401);
    const removed = await auditEvents("team.member_removed");
    expect(removed.some((e) => e.detail?.id === member.id && e.adminEmail === admin.email)).toBe(true);
  });

  it("never removes yourself (409) and answers 404 for an unknown id", async () => {
    const me = (await team()).members.find((m) => m.isYou)!;
    const self = await call("DELETE", `/Team/Members/${me._id}`);
    expect(self.statusCode).toBe(409);
    expect(json(self).message).toBe("You cannot remove yourself. Ask another team member to do it.");
    expect((await call("DELETE", "/Team/Members/no-such-member")).statusCode).toBe(404);
  });

  it("never removes the last member, even when two remove each other at once", async () => {
    const other = await newMember("rival@example.org");
    // Only owners remove members: the rival is made one, so each of the two may remove the other.
    expect((await call("PUT", `/Team/Members/${other.id}/Role`, { role: "owner" })).statusCode).toBe(200);
    await stepUp(t, other.token, password);
    const members = (await team()).members;
    // Everyone but the admin and the rival leaves first, so exactly two remain.
    for (const m of members.filter((m) => !m.isYou && m._id !== other.id))
      expect((await call("DELETE", `/Team/Members/${m._id}`)).statusCode).toBe(200);
    const me = members.find((m) => m.isYou)!;
    const [a, b] = await Promise.all([
      call("DELETE", `/Team/Members/${other.id}`),
      call("DELETE", `/Team/Members/${me._id}`, undefined, other.token),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const refused = a.statusCode === 200 ? b : a;
    expect([401, 409]).toContain(refused.statusCode);
    expect(await t.app.appContext.db.query.admins.findMany()).toHaveLength(1);
  });
});
