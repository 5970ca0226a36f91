import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { findMediaFile } from "./media";

/** Converted pictures never change under their URL: a new upload gets a new id. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** An SVG opened on its own runs nothing and loads nothing (it was checked at upload as well). */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * GET /media/<id>/<file>: the stored pictures, outside /api. Only files a picture's row lists are
 * served (strict id and name patterns, so no path leaves the picture's folder); anything else is 404.
 */
export function mediaFileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.route({
    method: ["GET", "HEAD"],
    url: "/media/:id/:file",
    schema: { hide: true },
    handler: async (request, reply) => {
      const { id, file } = request.params as { id: string; file: string };
      const found = await findMediaFile(ctx, id, file);
      if (!found) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      reply
        .header("content-type", found.type)
        .header("content-length", found.size)
        .header("cache-control", IMMUTABLE)
        .header("x-content-type-options", "nosniff")
        // Pictures are public: the site on another origin, the admin's origin and webmail show them.
        .header("cross-origin-resource-policy", "cross-origin");
      if (found.svg) reply.header("content-security-policy", SVG_POLICY);
      return reply.send(found.open());
    },
  });
}
