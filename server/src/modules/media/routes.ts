import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FieldError } from "~/contract/envelope";
import { mediaApi } from "~/contract/endpoints/media";
import { MEDIA_MAX_BYTES, mediaUploadFieldsSchema } from "~/contract/media";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { hasNul, HttpError } from "../../platform/errors";
import { serve, staffOf } from "../../platform/http/route-helpers";
import { deleteHandler } from "../audit";
import { adminRoute } from "../identity";
import { deleteMedia, listMedia, uploadMedia } from "./media";

const tags = ["Media"];

const TOO_LARGE = `The picture is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`;
const NOT_MULTIPART = "Send the picture as multipart/form-data with the fields file and alt.";
const CHOOSE_A_PICTURE = "Choose a picture to upload";

/** A 400 with one error per field, as validation answers. */
const fieldErrors = (errors: FieldError[]) =>
  Object.assign(new HttpError(400, errors[0]?.message ?? "The request is invalid."), { errors });

/** The multipart plugin's and its parser's refusals, in the API's words. */
function uploadRefusal(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: string }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new HttpError(413, TOO_LARGE);
    case "FST_FILES_LIMIT":
      return fieldErrors([{ path: "file", message: "Send one picture at a time" }]);
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new HttpError(400, "Send only the fields file and alt.");
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new HttpError(415, NOT_MULTIPART);
    default:
      return new HttpError(400, "The upload could not be read. Please try again.");
  }
}

/** The upload's one file (from the field `file`) and its text fields. */
async function readUpload(req: FastifyRequest): Promise<{ file?: Buffer; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file")
          throw fieldErrors([{ path: "file", message: "Send the picture in the field file" }]);
        file = await part.toBuffer();
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw uploadRefusal(err);
  }
  // As for JSON bodies: PostgreSQL text cannot hold NUL.
  if (hasNul(fields)) throw new HttpError(400, "The request contains characters that are not allowed.");
  return { ...(file ? { file } : {}), fields };
}

/** The picture library (owners): upload, list and delete; the files are served by `mediaFileRoutes`. */
export function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const owner = adminRoute(ctx, tags, "owner");

  serve(app, mediaApi.list, owner, async () => ({ isSuccess: true, data: await listMedia(ctx) }));

  serve(app, mediaApi.remove, owner, deleteHandler(ctx, "Picture", AuditEvent.mediaDeleted, deleteMedia));

  // Multipart only here: every other call of the API stays JSON with its small body limit.
  app.register(async (uploads) => {
    await uploads.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 5 },
    });
    serve(uploads, mediaApi.upload, owner, async (req) => {
      const { file, fields } = await readUpload(req);
      const parsed = mediaUploadFieldsSchema.safeParse({ alt: fields.alt });
      const errors: FieldError[] = parsed.success
        ? []
        : parsed.error.issues.map((i) => ({ path: i.path.join(".") || "alt", message: i.message }));
      if (!file?.length) errors.push({ path: "file", message: CHOOSE_A_PICTURE });
      if (!parsed.success || errors.length) throw fieldErrors(errors);
      const picture = await uploadMedia(ctx, {
        bytes: file!,
        alt: parsed.data.alt,
        adminId: staffOf(req).adminId,
      });
      await ctx.audit.record(req.meta, AuditEvent.mediaUploaded, "success", {
        detail: { id: picture._id, type: picture.type },
      });
      return { isSuccess: true, message: "Picture uploaded.", data: picture };
    });
  });
}
