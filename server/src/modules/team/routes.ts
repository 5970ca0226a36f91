import type { FastifyInstance, FastifyRequest } from "fastify";
import { teamApi } from "~/contract/endpoints/team";
import { ROLE_LABELS } from "~/contract/roles";
import type { AppContext } from "../../context";
import { HttpError, notFound } from "../../platform/errors";
import { OWN_SECOND_FACTOR_FIRST } from "~/contract/mfa";
import { AuditEvent } from "../../platform/audit-log";
import { afterBookingChange } from "../booking";
import {
  adminRoute,
  endAllSessions,
  getTeamSettings,
  secondFactorMethods,
  setTeamSettings,
  startSession,
  sendSecurityAlert,
} from "../identity";
import {
  acceptInvitation,
  cancelInvitation,
  changeRole,
  findInvitation,
  findMe,
  findMember,
  invite,
  listTeam,
  removeMember,
} from "./team";
import { deleteHandler } from "../audit";
import { profileRoutes } from "./profile.routes";
import {
  CLIENT_LIMIT_WINDOW_MS,
  orNotFound,
  perClientLimit,
  publicRoute,
  serve,
  staffOf,
} from "../../platform/http/route-helpers";

const tags = ["Team"];

/**
 * Staff accounts: the Team screen and team settings (owners), who is signed in (every member) and the
 * invitation link's page (public).
 */
export function teamRoutes(app: FastifyInstance, ctx: AppContext) {
  profileRoutes(app, ctx);
  const admin = adminRoute(ctx, tags, "owner");
  const member = adminRoute(ctx, tags, "staff");
  const sensitive = adminRoute(ctx, tags, "owner", { stepUp: true });
  const open = publicRoute(tags);

  /** Links are random 256-bit secrets; the limit only keeps a flood of guesses off the database. */
  const linkLimit = perClientLimit(
    ctx,
    "invite",
    ctx.config.limits.publicForms,
    "Too many attempts. Please try again later.",
  );

  /** Runs `body` for a link; a refused link (unknown, used, expired) goes to the security log first. */
  async function withLink<T>(req: FastifyRequest, body: () => Promise<T>): Promise<T> {
    await linkLimit(req);
    try {
      return await body();
    } catch (err) {
      if (err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 410))
        await ctx.audit.record(req.meta, AuditEvent.invitationRefused, "failure", {
          detail: { reason: err.statusCode === 410 ? "expired" : "unknown" },
          counted: { windowMs: CLIENT_LIMIT_WINDOW_MS, key: String(err.statusCode) },
        });
      throw err;
    }
  }

  serve(app, teamApi.me, member, async (req) => ({
    isSuccess: true,
    data: orNotFound("Team member", await findMe(ctx, staffOf(req).adminId)),
  }));

  serve(app, teamApi.list, admin, async (req) => ({
    isSuccess: true,
    data: await listTeam(ctx, staffOf(req).adminId),
  }));

  serve(app, teamApi.invite, admin, async (req) => {
    const { id } = await invite(ctx, req.body.email, staffOf(req));
    await ctx.audit.record(req.meta, AuditEvent.invited, "success", { detail: { id } });
    return { isSuccess: true, message: `Invitation sent to ${req.body.email.toLowerCase()}.` };
  });

  serve(
    app,
    teamApi.cancelInvitation,
    admin,
    deleteHandler(ctx, "Invitation", AuditEvent.invitationCancelled, cancelInvitation),
  );

  serve(app, teamApi.removeMember, sensitive, async (req) => {
    const { id } = req.params;
    const { email, bookingChanges } = await removeMember(ctx, id, staffOf(req).adminId);
    for (const change of bookingChanges) afterBookingChange(ctx, req.meta, change);
    await ctx.audit.record(req.meta, AuditEvent.memberRemoved, "success", { detail: { id } });
    return { isSuccess: true, message: `${email} was removed from the team.` };
  });

  serve(app, teamApi.changeRole, sensitive, async (req) => {
    const { id } = req.params;
    const to = req.body.role;
    const changed = orNotFound("Team member", await changeRole(ctx, id, to, staffOf(req).adminId));
    if (changed.from !== to) {
      await ctx.audit.record(req.meta, AuditEvent.roleChanged, "success", {
        detail: { id, from: changed.from, to },
      });
      sendSecurityAlert(ctx, req.meta, { adminId: id, email: changed.email }, "roleChanged");
    }
    return { isSuccess: true, message: `${changed.email} is now ${ROLE_LABELS[to].toLowerCase()}.` };
  });

  serve(app, teamApi.settings, admin, async () => ({
    isSuccess: true,
    data: await getTeamSettings(ctx),
  }));

  serve(app, teamApi.saveSettings, sensitive, async (req) => {
    const you = staffOf(req).adminId;
    if (req.body.requireSecondFactor && !(await secondFactorMethods(ctx, you)).length)
      throw new HttpError(409, OWN_SECOND_FACTOR_FIRST);
    const { before, after } = await setTeamSettings(ctx, req.body, staffOf(req).adminId);
    if (before.requireSecondFactor !== after.requireSecondFactor)
      await ctx.audit.record(req.meta, AuditEvent.mfaPolicyChanged, "success", {
        detail: { requireSecondFactor: after.requireSecondFactor },
      });
    return { isSuccess: true, message: "Team settings saved.", data: after };
  });

  // Owners only (the role is declared with the roles' route table).
  serve(app, teamApi.endSessions, admin, async (req) => {
    const { id } = req.params;
    const member = await findMember(ctx, id);
    if (!member) throw notFound("Team member");
    const you = staffOf(req);
    const count = await endAllSessions(ctx, id, id === you.adminId ? req.admin?.sessionId : undefined);
    await ctx.audit.record(req.meta, AuditEvent.sessionsEnded, "success", {
      detail: { member: id, count, scope: id === you.adminId ? "others" : "all" },
    });
    return {
      isSuccess: true,
      message: `${member.email} has been signed out everywhere (${count} ${count === 1 ? "session" : "sessions"}).`,
    };
  });

  serve(app, teamApi.lookUpInvitation, open, (req) =>
    withLink(req, async () => {
      const row = await findInvitation(ctx, req.body.token);
      return { isSuccess: true, data: { email: row.email, expiresAt: row.expiresAt.toISOString() } };
    }),
  );

  serve(app, teamApi.acceptInvitation, open, (req, reply) =>
    withLink(req, async () => {
      const member = await acceptInvitation(ctx, req.body.token, req.body.password);
      await ctx.audit.record(req.meta, AuditEvent.invitationAccepted, "success", { adminId: member.id });
      const { token, cookie, idle } = await startSession(ctx, req.meta, member);
      reply.header("set-cookie", cookie);
      return { isSuccess: true, message: "Welcome to the team.", token, idle };
    }),
  );
}
