import type { FastifyRequest } from "fastify";
import type { AuditEventName } from "~/contract/audit";
import type { AppContext } from "../../context";
import { notFound } from "../../platform/errors";

/**
 * The handler of every admin delete by id: the attempt goes to the security log with its outcome,
 * then the answer is "<What> deleted." or a 404 "<What> not found.".
 */
export const deleteHandler =
  (
    ctx: AppContext,
    what: string,
    event: AuditEventName,
    remove: (ctx: AppContext, id: string) => Promise<boolean>,
  ) =>
  async (req: FastifyRequest & { params: { id: string } }) => {
    const { id } = req.params;
    const deleted = await remove(ctx, id);
    await ctx.audit.record(req.meta, event, deleted ? "success" : "failure", { detail: { id } });
    if (!deleted) throw notFound(what);
    return { isSuccess: true, message: `${what} deleted.` };
  };
