import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { loginResponseSchema } from "~/contract/auth";
import { envelope, idParamSchema, messageAnswerSchema } from "~/contract/envelope";
import {
  acceptInvitationSchema,
  changeRoleSchema,
  invitationInfoSchema,
  invitationLookupSchema,
  inviteSchema,
  meSchema,
  teamSchema,
  teamSettingsSchema,
} from "~/contract/team";
import { ROLE_LABELS } from "~/contract/roles";
import type { AppContext } from "../../context";
import { HttpError, notFound } from "../../platform/errors";
import { OWN_SECOND_FACTOR_FIRST } from "~/contract/mfa";
import { AuditEvent } from "../../platform/audit-log";
import { afterBookingChange } from "../booking";
import { endAllSessions, startSession } from "../identity";
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
import { secondFactorMethods } from "../identity";
import { getTeamSettings, setTeamSettings } from "../identity";
import { deleteHandler } from "../audit";
import { adminRoute } from "../identity";
import {
  ADMIN_ERRORS,
  answers,
  deleteById,
  orNotFound,
  perClientLimit,
  publicRoute,
  staffOf,
} from "../../platform/http/route-helpers";

const tags = ["Team"];

/**
 * Staff accounts: the Team screen and team settings (owners), who is signed in (every member) and the
 * invitation link's page (public).
 */
export function teamRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminRoute(ctx, tags, "owner");
  const member = adminRoute(ctx, tags, "staff");
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
        });
      throw err;
    }
  }

  const me = {
    response: answers(envelope(meSchema), 401),
    summary: "The signed-in member and their role (the site shows only what the role allows)",
  };
  r.get("/Team/Me", member(me), async (req) => ({
    isSuccess: true,
    data: orNotFound("Team member", await findMe(ctx, staffOf(req).adminId)),
  }));

  const list = {
    response: answers(envelope(teamSchema), 401, 403),
    summary: "Staff accounts and pending invitations",
  };
  r.get("/Team", admin(list), async (req) => ({
    isSuccess: true,
    data: await listTeam(ctx, staffOf(req).adminId),
  }));

  const create = {
    body: inviteSchema,
    response: answers(messageAnswerSchema, 400, 401, 403, 409, 503),
    summary: "Invite an email: a single-use link valid for 24 hours, replacing any pending one",
  };
  r.post("/Team/Invitations", admin(create), async (req) => {
    const { id } = await invite(ctx, req.body.email, staffOf(req));
    await ctx.audit.record(req.meta, AuditEvent.invited, "success", { detail: { id } });
    return { isSuccess: true, message: `Invitation sent to ${req.body.email.toLowerCase()}.` };
  });

  r.delete(
    "/Team/Invitations/:id",
    admin({
      ...deleteById,
      response: answers(messageAnswerSchema, ...ADMIN_ERRORS, 403),
      summary: "Cancel a pending invitation (its link stops working)",
    }),
    deleteHandler(ctx, "Invitation", AuditEvent.invitationCancelled, cancelInvitation),
  );

  const remove = {
    params: idParamSchema,
    response: answers(messageAnswerSchema, ...ADMIN_ERRORS, 403, 409),
    summary:
      "Remove a staff member (never yourself, never the last one or the last owner); their sessions end",
  };
  r.delete("/Team/Members/:id", admin(remove), async (req) => {
    const { id } = req.params;
    const { email, bookingChanges } = await removeMember(ctx, id, staffOf(req).adminId);
    for (const change of bookingChanges) afterBookingChange(ctx, req.meta, change);
    await ctx.audit.record(req.meta, AuditEvent.memberRemoved, "success", { detail: { id } });
    return { isSuccess: true, message: `${email} was removed from the team.` };
  });

  const role = {
    params: idParamSchema,
    body: changeRoleSchema,
    response: answers(messageAnswerSchema, ...ADMIN_ERRORS, 403, 409),
    summary: "Make a member an owner or staff; the team always keeps one owner",
  };
  r.put("/Team/Members/:id/Role", admin(role), async (req) => {
    const { id } = req.params;
    const to = req.body.role;
    const changed = orNotFound("Team member", await changeRole(ctx, id, to, staffOf(req).adminId));
    if (changed.from !== to)
      await ctx.audit.record(req.meta, AuditEvent.roleChanged, "success", {
        detail: { id, from: changed.from, to },
      });
    return { isSuccess: true, message: `${changed.email} is now ${ROLE_LABELS[to].toLowerCase()}.` };
  });

  const settings = {
    response: answers(envelope(teamSettingsSchema), 401, 403),
    summary: "Team settings: whether every member must use a second factor",
  };
  r.get("/Team/Settings", admin(settings), async () => ({
    isSuccess: true,
    data: await getTeamSettings(ctx),
  }));

  const saveSettings = {
    body: teamSettingsSchema,
    response: answers(envelope(teamSettingsSchema), 400, 401, 403, 409),
    summary: "Change the team settings (requiring a second factor needs the owner's own first)",
  };
  r.put("/Team/Settings", admin(saveSettings), async (req) => {
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
  const endSessions = {
    params: idParamSchema,
    response: answers(messageAnswerSchema, ...ADMIN_ERRORS),
    summary: "Sign a member out everywhere: every session of theirs ends at once",
  };
  r.delete("/Team/Members/:id/Sessions", admin(endSessions), async (req) => {
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

  const lookup = {
    body: invitationLookupSchema,
    response: answers(envelope(invitationInfoSchema), 400, 404, 410, 429),
    summary: "Who an invitation link is for, while it is valid",
  };
  r.post("/Team/Invitation", open(lookup), (req) =>
    withLink(req, async () => {
      const row = await findInvitation(ctx, req.body.token);
      return { isSuccess: true, data: { email: row.email, expiresAt: row.expiresAt.toISOString() } };
    }),
  );

  const accept = {
    body: acceptInvitationSchema,
    response: answers(loginResponseSchema, 400, 404, 409, 410, 429),
    summary: "Set the invited member's password; spends the link and signs them in",
  };
  r.post("/Team/AcceptInvitation", open(accept), (req, reply) =>
    withLink(req, async () => {
      const member = await acceptInvitation(ctx, req.body.token, req.body.password);
      await ctx.audit.record(req.meta, AuditEvent.invitationAccepted, "success", { adminId: member.id });
      const { token, cookie } = await startSession(ctx, req.meta, member);
      reply.header("set-cookie", cookie);
      return { isSuccess: true, message: "Welcome to the team.", token };
    }),
  );
}
