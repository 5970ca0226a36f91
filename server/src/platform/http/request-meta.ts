import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RequestMeta } from "../request-meta";

declare module "fastify" {
  interface FastifyRequest {
    /** Who asks and from where, for the services (set at the start of every request). */
    meta: RequestMeta;
  }
}

function metaOf(req: FastifyRequest, reply: FastifyReply): RequestMeta {
  let answered: Promise<void> | undefined;
  const header = (name: string) => {
    const value = req.headers[name];
    return typeof value === "string" ? value : undefined;
  };
  return {
    actor: null,
    ip: req.ip,
    userAgent: header("user-agent") ?? "",
    requestId: req.id,
    origin: header("origin"),
    host: header("host"),
    // Made on first use: most requests never wait for their answer to go.
    get answered() {
      answered ??= new Promise<void>((resolve) => {
        if (reply.raw.writableFinished || reply.raw.destroyed) return resolve();
        reply.raw.once("finish", resolve);
        reply.raw.once("close", resolve);
      });
      return answered;
    },
  };
}

/** Builds each request's `meta` before anything else runs. */
export function registerRequestMeta(app: FastifyInstance): void {
  app.decorateRequest("meta", null as unknown as RequestMeta);
  app.addHook("onRequest", async (req, reply) => {
    req.meta = metaOf(req, reply);
  });
}
