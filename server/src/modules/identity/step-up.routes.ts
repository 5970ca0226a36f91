import type { FastifyInstance } from "fastify";
import { stepUpApi } from "~/contract/endpoints/step-up";
import type { AppContext } from "../../context";
import { accountRoute } from "./access.routes";
import { confirmStepUp, stepUpPasskeyOptions } from "./step-up";
import { serve, staffOf } from "../../platform/http/route-helpers";

/** The step-up dialog's calls: confirm with the password, a code or a passkey (docs/decisions/0064). */
export function stepUpRoutes(app: FastifyInstance, ctx: AppContext) {
  const own = accountRoute(ctx, ["Auth"]);

  serve(app, stepUpApi.passkeyOptions, own, async (req) => ({
    isSuccess: true,
    data: await stepUpPasskeyOptions(ctx, req.meta, staffOf(req).adminId),
  }));

  serve(app, stepUpApi.confirm, own, async (req) => {
    const until = await confirmStepUp(ctx, req.meta, staffOf(req), req.body);
    return { isSuccess: true, message: "Thanks, that's you.", data: { until: until.toISOString() } };
  });
}
