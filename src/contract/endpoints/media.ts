import { z } from "zod";
import { endpoint } from "../endpoint";
import { envelope, idParamSchema, messageAnswerSchema } from "../envelope";
import { mediaSchema } from "../media";

/**
 * The picture library (owners). An upload is multipart form data (`file` and `alt`), not JSON: the site
 * sends a FormData to `upload`'s path; listing and deleting are plain calls. Files are served outside
 * /api, at each picture's `url` and its variants' (`/media/<id>/<file>`, on the API server's origin).
 */
export const mediaApi = {
  upload: endpoint({
    method: "POST",
    path: "/v1/Media",
    response: envelope(mediaSchema),
    errors: [400, 401, 403, 413, 415, 503],
    summary:
      "Upload a picture (multipart: file, alt; owners): JPEG, PNG, WebP, AVIF or SVG by content, at most 10 MB",
    failed: "Failed to upload the picture",
  }),
  list: endpoint({
    method: "GET",
    path: "/v1/Media",
    response: envelope(z.array(mediaSchema)),
    errors: [401, 403],
    summary: "Uploaded pictures, newest first (owners)",
    failed: "Failed to load the pictures",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/v1/Media/:id",
    params: idParamSchema,
    response: messageAnswerSchema,
    errors: [401, 403, 404],
    summary: "Delete an uploaded picture (owners); a setting that showed it falls back to none",
    failed: "Failed to delete the picture",
  }),
} as const;
