import type { FastifyInstance } from "fastify";
import { teamApi } from "~/contract/endpoints/team";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { orNotFound, serve, staffOf } from "../../platform/http/route-helpers";
import { accountRoute, adminRoute } from "../identity";
import { findMe, setProfile } from "./team";

/** A member's display name and title: their own on /account, anyone's for owners on /team. */
export function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const own = accountRoute(ctx, ["Team"]);
  const owner = adminRoute(ctx, ["Team"], "owner");

  serve(app, teamApi.saveMyProfile, own, async (req) => {
    const you = staffOf(req).adminId;
    await setProfile(ctx, you, req.body);
    await ctx.audit.record(req.meta, AuditEvent.profileChanged, "success", { detail: { id: you } });
    return {
      isSuccess: true,
      message: "Your name is saved.",
      data: orNotFound("Team member", await findMe(ctx, you)),
    };
  });

  serve(app, teamApi.saveProfile, owner, async (req) => {
    const { id } = req.params;
    orNotFound("Team member", (await setProfile(ctx, id, req.body)) || undefined);
    await ctx.audit.record(req.meta, AuditEvent.profileChanged, "success", { detail: { id } });
    return { isSuccess: true, message: "Name saved." };
  });
}
