import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { OWN_SECOND_FACTOR_FIRST } from "~/contract/mfa";
import { OWNERS_ONLY } from "~/contract/roles";
import type { Team } from "~/contract/team";
import { admins } from "../../../server/src/platform/db/schema";
import { createAdminFromCli } from "../../../server/src/modules/identity/admins";
import { secondFactorRequired } from "../../../server/src/modules/identity/team-settings";
import { admin, json, stepUp, withTestApp } from "../helpers";
import { enableTotp } from "../second-factor-helpers";
import { noLimits, sharedTestApp } from "../shared-app";
import { adminCaller, memberPassword, staffMember } from "../team-members";

const t = sharedTestApp({ ...noLimits, LOG_LEVEL: "warn", ADMIN_BASE_URL: "https://admin.example.com" });

const call = adminCaller(t);
const team = async () => json(await call("GET", "/Team")).data as Team;
const roleOf = async (id: string) => (await team()).members.find((m) => m._id === id)?.role;
const setRole = (id: string, role: string, token?: string) =>
  call("PUT", `/Team/Members/${id}/Role`, { role }, token);

async function auditEvents(event: string) {
  const res = await call("GET", `/Audit/GetAll?event=${event}&pageSize=100`);
  return json(res).data as {
    adminEmail: string | null;
    outcome: string;
    detail: Record<string, unknown> | null;
  }[];
}

// The clock stands still in this file: one step-up lets the first admin change roles in every test.
beforeAll(async () => {
  await stepUp(t, await t.token());
});

describe("owner and staff", () => {
  it("the first admin (ADMIN_EMAIL) is an owner; invited members join as staff", async () => {
    const me = json(await call("GET", "/Team/Me")).data;
    expect(me).toMatchObject({ email: admin.email, role: "owner" });
    const member = await staffMember(t, "first.staff@example.org");
    expect(await roleOf(member.id)).toBe("staff");
    expect(json(await call("GET", "/Team/Me", undefined, member.token)).data).toMatchObject({
      role: "staff",
    });
  });

  it("staff work leads and analytics but are refused the team, settings, personal data and the Activity log with a clear 403", async () => {
    const { token } = await staffMember(t, "worker@example.org");
    for (const url of [
      "/v1/Contact/GetAll",
      "/IpAddress/GetAll",
      "/Analytics/DashboardStats",
      "/v1/Leads/Staff",
    ])
      expect((await call("GET", url, undefined, token)).statusCode, url).toBe(200);
    const refused = [
      await call("GET", "/Team", undefined, token),
      await call("POST", "/Team/Invitations", { email: "friend@example.org" }, token),
      await call("GET", "/Team/Settings", undefined, token),
      await call("PUT", "/Team/Settings", { requireSecondFactor: false }, token),
      await call("GET", "/Audit/GetAll", undefined, token),
      await call("GET", "/v1/Leads/contact/any/PersonalData/Preview", undefined, token),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ isSuccess: false, message: OWNERS_ONLY });
    }
    // Nothing was done: no invitation went out.
    expect((await team()).invitations.map((i) => i.email)).not.toContain("friend@example.org");
    const denied = (await auditEvents("access.denied")).filter((e) => e.adminEmail === "worker@example.org");
    expect(denied).toHaveLength(refused.length);
    expect(denied.every((e) => e.outcome === "denied" && e.detail?.needs === "owner")).toBe(true);
    expect(denied.map((e) => e.detail?.route)).toContain("GET /api/Team");
  });

  it("an owner makes a member an owner and back; the change is logged and takes effect at once", async () => {
    const member = await staffMember(t, "promoted@example.org");
    const up = await setRole(member.id, "owner");
    expect(up.statusCode).toBe(200);
    expect(json(up).message).toBe("promoted@example.org is now owner.");
    expect(await roleOf(member.id)).toBe("owner");
    // The token they already hold carries no role: it gains the owner's rights with the change.
    expect((await call("GET", "/Team", undefined, member.token)).statusCode).toBe(200);

    expect((await setRole(member.id, "staff")).statusCode).toBe(200);
    expect((await call("GET", "/Team", undefined, member.token)).statusCode).toBe(403);
    const changes = await auditEvents("team.role_changed");
    expect(changes.filter((e) => e.detail?.id === member.id).map((e) => e.detail?.to)).toEqual([
      "staff",
      "owner",
    ]);
    expect(changes[0]?.adminEmail).toBe(admin.email);
  });

  it("staff cannot change roles, not even their own", async () => {
    const member = await staffMember(t, "climber@example.org");
    const res = await setRole(member.id, "owner", member.token);
    expect(res.statusCode).toBe(403);
    expect(await roleOf(member.id)).toBe("staff");
  });

  it("answers 400 for an unknown role and 404 for an unknown member", async () => {
    const member = await staffMember(t, "typo@example.org");
    const bad = await setRole(member.id, "admin");
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual([expect.objectContaining({ path: "role" })]);
    expect((await setRole("no-such-member", "owner")).statusCode).toBe(404);
  });
});

describe("there is always an owner", () => {
  it("the last owner cannot be made staff, nor removed (409)", async () => {
    const me = (await team()).members.find((m) => m.isYou)!;
    const owners = (await team()).members.filter((m) => m.role === "owner" && !m.isYou);
    for (const o of owners) expect((await setRole(o._id, "staff")).statusCode).toBe(200);
    const demote = await setRole(me._id, "staff");
    expect(demote.statusCode).toBe(409);
    expect(json(demote).message).toBe(
      "The team must keep at least one owner. Make another member an owner first.",
    );
    expect(await roleOf(me._id)).toBe("owner");
  });

  it("an owner may step down once another owner exists; then the new owner cannot remove the last owner's role", async () => {
    const heir = await staffMember(t, "heir@example.org");
    const me = (await team()).members.find((m) => m.isYou)!;
    expect((await setRole(heir.id, "owner")).statusCode).toBe(200);
    expect((await setRole(me._id, "staff")).statusCode).toBe(200);
    // The admin is staff now, and is refused what owners do.
    expect((await call("GET", "/Team")).statusCode).toBe(403);
    await stepUp(t, heir.token, memberPassword);
    const last = await setRole(heir.id, "staff", heir.token);
    expect(last.statusCode).toBe(409);
    // The heir hands the role back, so the rest of the file runs as the first owner.
    expect((await setRole(me._id, "owner", heir.token)).statusCode).toBe(200);
    expect((await call("DELETE", `/Team/Members/${heir.id}`)).statusCode).toBe(200);
  });

  it("two owners demoting each other at once leave one owner", async () => {
    const other = await staffMember(t, "co-owner@example.org");
    const me = (await team()).members.find((m) => m.isYou)!;
    expect((await setRole(other.id, "owner")).statusCode).toBe(200);
    await stepUp(t, other.token, memberPassword);
    for (const o of (await team()).members.filter(
      (m) => m.role === "owner" && m._id !== me._id && m._id !== other.id,
    ))
      expect((await setRole(o._id, "staff")).statusCode).toBe(200);
    const [a, b] = await Promise.all([setRole(other.id, "staff"), setRole(me._id, "staff", other.token)]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    expect([403, 409]).toContain((a.statusCode === 200 ? b : a).statusCode);
    const owners = await t.app.appContext.db.select().from(admins).where(eq(admins.role, "owner"));
    expect(owners).toHaveLength(1);
    // Back to the first owner for the tests after this one.
    const owner = owners[0]!;
    if (owner.id !== me._id) expect((await setRole(me._id, "owner", other.token)).statusCode).toBe(200);
    expect((await call("DELETE", `/Team/Members/${other.id}`)).statusCode).toBe(200);
  });

  it("a removed last owner is impossible: an owner can remove other owners, never the last", async () => {
    const other = await staffMember(t, "second.owner@example.org");
    expect((await setRole(other.id, "owner")).statusCode).toBe(200);
    const me = (await team()).members.find((m) => m.isYou)!;
    for (const o of (await team()).members.filter(
      (m) => m.role === "owner" && m._id !== me._id && m._id !== other.id,
    ))
      expect((await setRole(o._id, "staff")).statusCode).toBe(200);
    // The other owner removes the first one: the team still has an owner (them).
    await stepUp(t, other.token, memberPassword);
    expect((await call("DELETE", `/Team/Members/${me._id}`, undefined, other.token)).statusCode).toBe(200);
    const owners = await t.app.appContext.db.select().from(admins).where(eq(admins.role, "owner"));
    expect(owners.map((o) => o.email)).toEqual(["second.owner@example.org"]);
  });
});

describe("the first member made on the command line", () => {
  it("is an owner; later ones are staff unless asked otherwise", async () => {
    await withTestApp({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" }, async (fresh) => {
      const db = fresh.app.appContext.db;
      await db.delete(admins);
      const now = new Date();
      expect((await createAdminFromCli(db, "a@example.org", "Cli-password-42-a", now, "staff")).role).toBe(
        "owner",
      );
      expect((await createAdminFromCli(db, "b@example.org", "Cli-password-42-b", now)).role).toBe("staff");
      expect((await createAdminFromCli(db, "c@example.org", "Cli-password-42-c", now, "owner")).role).toBe(
        "owner",
      );
    });
  });
});

describe("team settings", () => {
  it("an owner requires a second factor for everyone; it is stored, answered by GET and logged", async () => {
    // Earlier tests removed the first admin: this one signs in as the owner who remains.
    const owner = json(
      await t.app.inject({
        method: "POST",
        url: "/api/Auth/Login",
        payload: { email: "second.owner@example.org", password: memberPassword },
      }),
    ).token as string;
    await stepUp(t, owner, memberPassword);
    expect(json(await call("GET", "/Team/Settings", undefined, owner)).data).toEqual({
      requireSecondFactor: false,
    });
    // Not before the owner has a second factor of their own: they would be the first one locked out.
    const early = await call("PUT", "/Team/Settings", { requireSecondFactor: true }, owner);
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe(OWN_SECOND_FACTOR_FIRST);
    expect(await secondFactorRequired(t.app.appContext)).toBe(false);
    await enableTotp(t, owner, memberPassword);
    const saved = await call("PUT", "/Team/Settings", { requireSecondFactor: true }, owner);
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({
      message: "Team settings saved.",
      data: { requireSecondFactor: true },
    });
    expect(json(await call("GET", "/Team/Settings", undefined, owner)).data).toEqual({
      requireSecondFactor: true,
    });
    expect(await secondFactorRequired(t.app.appContext)).toBe(true);
    const log = json(await call("GET", "/Audit/GetAll?event=team.mfa_policy_changed", undefined, owner))
      .data as {
      detail: Record<string, unknown>;
    }[];
    expect(log.map((e) => e.detail)).toEqual([{ requireSecondFactor: true }]);
    const bad = await call("PUT", "/Team/Settings", { requireSecondFactor: "yes" }, owner);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual([expect.objectContaining({ path: "requireSecondFactor" })]);
  });
});
