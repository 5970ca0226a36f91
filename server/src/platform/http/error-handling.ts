import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { pgCode } from "../db/pg-errors";
import { hasNul, HttpError } from "../errors";

const statusText: Record<number, string> = {
  400: "The request is invalid.",
  401: "Authentication required.",
  403: "Not allowed.",
  404: "Not found.",
  405: "Method not allowed.",
  406: "Not acceptable.",
  413: "The request body is too large.",
  415: "Unsupported content type. Send JSON.",
  429: "Too many requests. Please try again later.",
};

/** Every error leaves as `{ isSuccess: false, message, errors? }`; 5xx never reveal details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: v.message ?? "Invalid value",
      }));
      return reply
        .status(400)
        .send({ isSuccess: false, message: errors[0]?.message ?? statusText[400], errors });
    }
    if (error instanceof HttpError) {
      const { errors } = error as HttpError & { errors?: unknown };
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ isSuccess: false, message: error.message, ...(errors ? { errors } : {}) });
    }
    // A value the database cannot hold (e.g. out of range) is still the caller's mistake.
    if (/^22[0-9A-Z]{3}$/.test(pgCode(error) ?? "")) {
      return reply.status(400).send({ isSuccess: false, message: statusText[400] });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own caller errors (bad JSON, wrong content type, too large, rate limit).
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? "The request body is not valid JSON."
          : (statusText[status] ?? statusText[400]!);
      return reply.status(status).send({ isSuccess: false, message });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ isSuccess: false, message: "Something went wrong. Please try again later." });
  });

  app.addHook("preValidation", async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw new HttpError(400, "The request contains characters that are not allowed.");
    }
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ isSuccess: false, message: statusText[404] });
  });
}
